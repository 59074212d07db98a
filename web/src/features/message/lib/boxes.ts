import { type CleanType, MESSAGE_LIMITS, type MessageBox } from '@contract/message';
import { paths } from '@web/config/paths';

/** One tab of the message centre: where it lives, what it reads and clears, which counter it lowers. */
export interface BoxInfo {
  box: MessageBox;
  /** The web path of the tab. */
  to: string;
  /** GET path of its list. */
  listPath: string;
  /** The type DELETE /api/msg/clean takes for it. */
  cleanType: CleanType;
  pageSize: number;
  kind: 'reminder' | 'notice';
}

export const BOXES: readonly BoxInfo[] = [
  {
    box: 'comment',
    to: paths.message.discuss,
    listPath: '/api/msg/comment',
    cleanType: 'Discuss',
    pageSize: MESSAGE_LIMITS.remindPageSize,
    kind: 'reminder',
  },
  {
    box: 'reply',
    to: paths.message.reply,
    listPath: '/api/msg/reply',
    cleanType: 'Reply',
    pageSize: MESSAGE_LIMITS.remindPageSize,
    kind: 'reminder',
  },
  {
    box: 'like',
    to: paths.message.like,
    listPath: '/api/msg/like',
    cleanType: 'Like',
    pageSize: MESSAGE_LIMITS.remindPageSize,
    kind: 'reminder',
  },
  {
    box: 'sys',
    to: paths.message.sys,
    listPath: '/api/msg/sys',
    cleanType: 'Sys',
    pageSize: MESSAGE_LIMITS.noticePageSize,
    kind: 'notice',
  },
  {
    box: 'mine',
    to: paths.message.mine,
    listPath: '/api/msg/mine',
    cleanType: 'Mine',
    pageSize: MESSAGE_LIMITS.noticePageSize,
    kind: 'notice',
  },
];

/** The box a message-centre path shows; the comment box for anything else (the index redirects there). */
export const boxOfPath = (pathname: string): BoxInfo =>
  BOXES.find((info) => pathname.replace(/\/+$/, '') === info.to) ?? BOXES[0]!;
