/**
 * The new-order ring, made with the Web Audio API (no sound file to load or cache).
 * Browsers keep audio suspended until the page gets a tap or click, so unlockAudio() is
 * called from user gestures and beep() reports whether it could actually sound.
 */
type AudioContextCtor = typeof AudioContext;
let context: AudioContext | null = null;

function audioContextClass(): AudioContextCtor | undefined {
  if (typeof window === 'undefined') return undefined;
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextCtor }).webkitAudioContext;
}

/** Call from a tap/click handler: creates or resumes the audio context. */
export function unlockAudio(): void {
  const Ctor = audioContextClass();
  if (!Ctor) return;
  context ??= new Ctor();
  if (context.state === 'suspended') void context.resume().catch(() => undefined);
}

export function audioReady(): boolean {
  return context?.state === 'running';
}

/** Two short tones, like a shop bell. False when audio is still blocked. */
export function beep(): boolean {
  if (!context || context.state !== 'running') return false;
  const start = context.currentTime;
  [880, 660].forEach((frequency, i) => {
    const oscillator = context!.createOscillator();
    const gain = context!.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    const t = start + i * 0.22;
    // A quick fade in and out: a hard start or stop clicks in the speaker.
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.5, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.2);
    oscillator.connect(gain).connect(context!.destination);
    oscillator.start(t);
    oscillator.stop(t + 0.21);
  });
  return true;
}

/** Buzzes the phone where the browser allows it (Android Chrome; iPhones have no vibration API). */
export function vibrate(pattern: number[]): void {
  if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') navigator.vibrate(pattern);
}
