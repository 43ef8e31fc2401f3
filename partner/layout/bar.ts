/** The app bar's icon buttons: 48 px, the touch target the app keeps everywhere. */
export const BAR_BUTTON_SX = { width: 48, height: 48 } as const;
