import type { CommentListVO, CommentVO, ReplyVO } from '@contract/comment';
import { describe, expect, it } from 'vitest';
import {
  type CommentPages,
  commentTotal,
  flattenComments,
  isLiked,
  prependComment,
  prependReply,
  removeComment,
  removeReply,
  setLiked,
  setReplies,
} from './comment-cache';

const reply = (id: number, commentId = 1): ReplyVO => ({
  id,
  commentId,
  fromUid: `u${id}`,
  fromName: `r${id}`,
  fromAvatar: null,
  fromRole: 'user',
  fromTitleName: null,
  fromTitleColor: null,
  toUid: 'u0',
  toName: 'author',
  toAvatar: null,
  content: `reply ${id}`,
  status: 0,
  gmtCreate: '2026-01-01T00:00:00.000Z',
  gmtModified: '2026-01-01T00:00:00.000Z',
});

const comment = (id: number, patch: Partial<CommentVO> = {}): CommentVO => ({
  id,
  content: `comment ${id}`,
  fromUid: `c${id}`,
  fromName: `author${id}`,
  fromAvatar: null,
  fromRole: 'user',
  fromTitleName: null,
  fromTitleColor: null,
  likeNum: 0,
  totalReplyNum: 0,
  gmtCreate: '2026-01-01T00:00:00.000Z',
  replyList: [],
  ...patch,
});

const page = (records: CommentVO[], total: number, likes: Record<number, boolean> = {}): CommentListVO => ({
  commentList: { records, total, current: 1, size: 10 },
  commentLikeMap: likes,
});

const pages = (...list: CommentListVO[]): CommentPages => ({
  pages: list,
  pageParams: list.map((_, index) => index + 1),
});

describe('comment list cache', () => {
  it('lists each comment once even when a later page repeats one', () => {
    const data = pages(page([comment(3), comment(2)], 3), page([comment(2), comment(1)], 3));
    expect(flattenComments(data).map((c) => c.id)).toEqual([3, 2, 1]);
    expect(flattenComments(undefined)).toEqual([]);
  });

  it('puts a new comment first and counts it on every page', () => {
    const data = prependComment(pages(page([comment(1)], 11), page([comment(0)], 11)), comment(9));
    expect(flattenComments(data).map((c) => c.id)).toEqual([9, 1, 0]);
    expect(commentTotal(data)).toBe(12);
  });

  it('removes a comment with its like and counts one fewer', () => {
    const data = removeComment(pages(page([comment(1), comment(2)], 2, { 2: true })), 2);
    expect(flattenComments(data).map((c) => c.id)).toEqual([1]);
    expect(commentTotal(data)).toBe(1);
    expect(isLiked(data, 2)).toBe(false);
  });

  it('likes and unlikes, moving the count by one, wherever the comment was loaded', () => {
    const start = pages(page([comment(1)], 2), page([comment(2, { likeNum: 4 })], 2, { 2: true }));
    const unliked = setLiked(start, 2, false);
    expect(isLiked(unliked, 2)).toBe(false);
    expect(flattenComments(unliked)[1]!.likeNum).toBe(3);
    const liked = setLiked(unliked, 2, true);
    expect(isLiked(liked, 2)).toBe(true);
    expect(flattenComments(liked)[1]!.likeNum).toBe(4);
  });

  it('never counts below zero likes', () => {
    const data = setLiked(pages(page([comment(1)], 1)), 1, false);
    expect(flattenComments(data)[0]!.likeNum).toBe(0);
  });

  it('shows a new reply first in a preview of at most three', () => {
    const start = pages(
      page([comment(1, { totalReplyNum: 3, replyList: [reply(3), reply(2), reply(1)] })], 1),
    );
    const data = prependReply(start, reply(4));
    const [first] = flattenComments(data);
    expect(first!.replyList.map((r) => r.id)).toEqual([4, 3, 2]);
    expect(first!.totalReplyNum).toBe(4);
  });

  it('drops a deleted reply and refills the preview from the full list', () => {
    const start = pages(
      page([comment(1, { totalReplyNum: 5, replyList: [reply(5), reply(4), reply(3)] })], 1),
    );
    const removed = removeReply(start, { id: 4, commentId: 1 });
    expect(flattenComments(removed)[0]!.replyList.map((r) => r.id)).toEqual([5, 3]);
    expect(flattenComments(removed)[0]!.totalReplyNum).toBe(4);
    const refilled = setReplies(removed, 1, [reply(5), reply(3), reply(2), reply(1)]);
    expect(flattenComments(refilled)[0]!.replyList.map((r) => r.id)).toEqual([5, 3, 2]);
    expect(flattenComments(refilled)[0]!.totalReplyNum).toBe(4);
  });
});
