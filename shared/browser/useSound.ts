import { useCallback, useEffect, useState } from 'react';
import { useStore } from 'react-admin';
import { audioReady, beep, unlockAudio } from './beep';

/** Remembered in react-admin's store (localStorage in the app), so the choice survives a reload. */
export const SOUND_STORE_KEY = 'partner.sound';
export const RING_INTERVAL_MS = 4000;

/**
 * The sound switch: turning it on is a tap, which is also what lets the browser play audio.
 * Each app keeps its own choice (storeKey): the partner app's and the admin desk's.
 */
export function useSoundSetting(storeKey: string = SOUND_STORE_KEY) {
  const [soundOn, setSoundOn] = useStore<boolean>(storeKey, false);
  const [ready, setReady] = useState(audioReady());

  const toggle = useCallback(() => {
    if (!soundOn) {
      unlockAudio();
      // resume() is async: check again a moment later so the "tap to enable" hint goes away.
      setTimeout(() => setReady(audioReady()), 200);
    }
    setSoundOn(!soundOn);
  }, [soundOn, setSoundOn]);

  // After a reload the switch may be on while audio is blocked: the first tap anywhere unlocks it.
  useEffect(() => {
    if (!soundOn || ready) return;
    const onTap = () => {
      unlockAudio();
      setTimeout(() => setReady(audioReady()), 200);
    };
    document.addEventListener('pointerdown', onTap);
    return () => document.removeEventListener('pointerdown', onTap);
  }, [soundOn, ready]);

  return { soundOn, toggle, audioBlocked: soundOn && !ready };
}

/** Rings now and then every few seconds while `active` (orders wait) and sound is on. */
export function useRing(active: boolean, soundOn: boolean, intervalMs = RING_INTERVAL_MS): void {
  useEffect(() => {
    if (!active || !soundOn) return;
    beep();
    const timer = setInterval(beep, intervalMs);
    return () => clearInterval(timer);
  }, [active, soundOn, intervalMs]);
}
