/** Spec 01 §9 screen widths in px: each is the smallest width of its band. */
export const breakpoints = { xs: 360, sm: 470, md: 769, lg: 1023, xl: 1290 } as const;
export type Breakpoint = keyof typeof breakpoints;
