/** A confirmation carried to the next page in the navigation state, e.g. 'Contact saved.' after a section save. */
export interface NoticeState {
  notice: string;
}

export function noticeState(notice: string): NoticeState {
  return { notice };
}

export function noticeFrom(state: unknown): string | null {
  return state && typeof state === "object" && "notice" in state && typeof state.notice === "string" ? state.notice : null;
}
