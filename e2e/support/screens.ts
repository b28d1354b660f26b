/** The screen a journey's page has unless it asks for another (`test.use({ viewport: PHONE })`). */
export const DESKTOP = { width: 1280, height: 900 } as const;
/** A phone's screen. */
export const PHONE = { width: 390, height: 844 } as const;
