/** The gallery viewer's previous and next wrap around. */
export function nextImageIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count
}

export function previousImageIndex(index: number, count: number): number {
  return count === 0 ? 0 : (index - 1 + count) % count
}
