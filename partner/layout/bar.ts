/** The app bar's icon buttons: 44 px on a 375 px phone (still a comfortable target), so the title keeps some room; 48 px beyond. */
export const BAR_BUTTON_SX = { width: { xs: 44, sm: 48 }, height: { xs: 44, sm: 48 } } as const;
