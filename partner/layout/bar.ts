/** The app bar's icon buttons: 48 px, the touch target the app keeps everywhere. */
export const BAR_BUTTON_SX = { width: 48, height: 48 } as const;

/** The app bar's height: its toolbar is this tall at every width (one row of 48 px buttons). */
export const APP_BAR_HEIGHT = 56;
