/** "n–m of total": the 1-based positions of the rows shown (0–0 when there are none). */
export function pageRange(offset: number, shown: number, total: number): { from: number; to: number } {
  if (shown === 0 || total === 0) return { from: 0, to: 0 }
  return { from: offset + 1, to: Math.min(offset + shown, total) }
}
