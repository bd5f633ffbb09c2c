/** A stored `{lat, lng}` with both numbers, or null (rows may carry anything in their JSON column). */
export function asPoint(value: unknown): { lat: number; lng: number } | null {
  const p = value as { lat?: unknown; lng?: unknown } | null | undefined;
  return p && typeof p.lat === 'number' && typeof p.lng === 'number' ? { lat: p.lat, lng: p.lng } : null;
}
