/** A stored row less what every save is meant to move on: its version and who changed it when. */
export function withoutEditStamp(row: unknown): Record<string, unknown> {
  const { version: _version, updated_at: _at, updated_by: _by, ...rest } = row as Record<string, unknown>;
  return rest;
}
