/**
 * Joins path segments into an update-mask path, escaping `\`, `.` and `:` inside a segment with a backslash
 * (the service's UpdateMask rules: `field\.with\.dots`, `field\:with\:colons`).
 */
export function formatUpdateMaskPath(segments: readonly string[]): string {
  return segments.map((segment) => segment.replace(/[\\.:]/g, (c) => `\\${c}`)).join('.');
}
