export interface PriorityPageWindow {
  /** slice of the priority businesses on this page: [headStart, headEnd) */
  headStart: number;
  headEnd: number;
  /** where the page continues in the normal order without them, and how many it takes */
  restOffset: number;
  restLimit: number;
}

/**
 * Which part of a list read as [priority..., rest...] one page covers: the
 * page's offset and limit split between the `priorityCount` businesses listed
 * first and the normal order that follows them.
 */
export function priorityPageWindow(priorityCount: number, offset: number, limit: number): PriorityPageWindow {
  const headStart = Math.min(offset, priorityCount);
  const headEnd = Math.min(offset + limit, priorityCount);
  return { headStart, headEnd, restOffset: Math.max(0, offset - priorityCount), restLimit: limit - (headEnd - headStart) };
}
