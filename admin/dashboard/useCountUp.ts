import { useEffect, useState } from 'react';

/** Count cards animate in about 30 steps of 20 ms. */
export const COUNT_STEPS = 30;
export const COUNT_STEP_MS = 20;

/** The value shown at `step` of `steps` on the way from 0 to `target` (the last step is exact). */
export function countUpValue(target: number, step: number, steps = COUNT_STEPS): number {
  if (step >= steps) return target;
  return (target * step) / steps;
}

/** Counts from 0 up to `target` whenever it changes. */
export function useCountUp(target: number): number {
  const [step, setStep] = useState(0);
  useEffect(() => {
    setStep(0);
    if (!target) return;
    const timer = setInterval(() => {
      setStep((s) => {
        if (s + 1 >= COUNT_STEPS) clearInterval(timer);
        return Math.min(s + 1, COUNT_STEPS);
      });
    }, COUNT_STEP_MS);
    return () => clearInterval(timer);
  }, [target]);
  return target ? countUpValue(target, step) : 0;
}
