export const CHROMIUM_FLAGS: readonly string[];
