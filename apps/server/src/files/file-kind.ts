/** What a file is, by its first bytes: names and declared types are not trusted. */
export type AllowedKind = { mimetype: string; extension: string };

const startsWith = (data: Uint8Array, bytes: readonly number[], offset = 0) =>
  bytes.every((byte, i) => data[offset + i] === byte);

export function detectAllowedKind(data: Uint8Array): AllowedKind | null {
  if (startsWith(data, [0x25, 0x50, 0x44, 0x46, 0x2d])) return { mimetype: 'application/pdf', extension: 'pdf' };
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { mimetype: 'image/png', extension: 'png' };
  if (startsWith(data, [0xff, 0xd8, 0xff])) return { mimetype: 'image/jpeg', extension: 'jpg' };
  if (startsWith(data, [0x47, 0x49, 0x46, 0x38])) return { mimetype: 'image/gif', extension: 'gif' };
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { mimetype: 'image/webp', extension: 'webp' };
  }
  return null;
}
