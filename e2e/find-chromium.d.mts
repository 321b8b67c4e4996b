export function findChromium(options?: { install?: boolean }): Promise<string | null>;
