import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from 'react-admin';
import { audioReady, beep, unlockAudio } from './beep';

/** Remembered in react-admin's store (localStorage in the app), so the choice survives a reload. */
export const SOUND_STORE_KEY = 'partner.sound';
export const RING_INTERVAL_MS = 4000;

/**
 * The order bell. It is on unless the person turned it off: missing a new order costs more than
 * a ring. Browsers play sound only after a tap on the page, so until then the bell cannot ring
 * (`bellWorks` is false) and the apps ask for that tap plainly (OrderBellPrompt); any tap on the
 * page unlocks it too. Each app keeps its own choice (storeKey): the partner app's and the admin's.
 */
export function useSoundSetting(storeKey: string = SOUND_STORE_KEY) {
  const [soundOn, setSoundOn] = useStore<boolean>(storeKey, true);
  const [ready, setReady] = useState(audioReady());
  const recheck = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A check still pending when the screen goes away must not touch it.
  useEffect(() => () => clearTimeout(recheck.current), []);

  const unlock = useCallback(() => {
    unlockAudio();
    setReady(audioReady());
    // resume() is async: check again a moment later.
    clearTimeout(recheck.current);
    recheck.current = setTimeout(() => setReady(audioReady()), 200);
  }, []);

  const turnOn = useCallback(() => {
    unlock();
    setSoundOn(true);
  }, [unlock, setSoundOn]);

  const toggle = useCallback(() => (soundOn ? setSoundOn(false) : turnOn()), [soundOn, setSoundOn, turnOn]);

  // After a reload the bell is on while audio is blocked: the first tap anywhere unlocks it. On
  // `click`, after the tapped control has had it: the prompt then goes away, and had it gone on
  // pointerdown, the page would move between press and release and the tap land elsewhere.
  useEffect(() => {
    if (!soundOn || ready) return;
    document.addEventListener('click', unlock);
    return () => document.removeEventListener('click', unlock);
  }, [soundOn, ready, unlock]);

  return { soundOn, toggle, turnOn, audioBlocked: soundOn && !ready, bellWorks: soundOn && ready };
}

const VIBRATION = [300, 150, 300];

/** Shows `text` as a system notification once (this page's service worker if it has one), where notifications are allowed. */
function notifyOnce(text: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  const options = { tag: 'order-bell', body: '' } as NotificationOptions;
  const registration =
    typeof navigator !== 'undefined' && 'serviceWorker' in navigator
      ? navigator.serviceWorker.getRegistration()
      : Promise.resolve(undefined);
  void registration
    .then((worker) => (worker ? worker.showNotification(text, options) : void new Notification(text, options)))
    .catch(() => undefined);
}

/**
 * Rings now and then every few seconds while `active` (orders wait) and sound is on. While the
 * browser still waits for a tap before it plays sound (after a reload), the phone vibrates at
 * each ring instead, and `notice` is shown once as a notification, so a silent page still alerts.
 */
export function useRing(active: boolean, soundOn: boolean, intervalMs = RING_INTERVAL_MS, notice?: string): void {
  useEffect(() => {
    if (!active || !soundOn) return;
    let told = false;
    const ring = () => {
      if (beep()) return;
      if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATION);
      if (notice && !told) {
        told = true;
        notifyOnce(notice);
      }
    };
    ring();
    const timer = setInterval(ring, intervalMs);
    return () => clearInterval(timer);
  }, [active, soundOn, intervalMs, notice]);
}
