import {
  addCommentRequest,
  addReplyRequest,
  commentLikeQuery,
  commentListQuery,
  deleteCommentRequest,
  deleteReplyRequest,
  replyListQuery,
} from '@contract/comment';
import { Hono } from 'hono';
import { currentUser, requireUser } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { ok } from '../../http/envelope';
import { readJson, readQuery } from '../../http/validate';
import { likeComment } from './comment-likes';
import { addComment, deleteComment, listComments } from './comments';
import { addReply, deleteReply, listReplies } from './replies';

/** /api/comments, /api/comment, /api/comment-like, /api/reply (spec 2 §7). */
export const commentRoutes = new Hono<AppEnv>();

commentRoutes.get('/comments', async (c) => {
  const query = readQuery(c, commentListQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await listComments(db, currentUser(c), query, clock.now()));
});

commentRoutes.post('/comment', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, addCommentRequest);
  const { db, clock } = c.env.platform;
  return ok(c, await addComment(db, user, input, clock.now()), 'Comment successfully');
});

commentRoutes.delete('/comment', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, deleteCommentRequest);
  const { db, clock } = c.env.platform;
  await deleteComment(db, user, input, clock.now());
  return ok(c, null, 'Delete successfully');
});

commentRoutes.get('/comment-like', async (c) => {
  const user = requireUser(c);
  const query = readQuery(c, commentLikeQuery);
  const { db, clock } = c.env.platform;
  await likeComment(db, user, query, clock.now());
  return ok(c, null, query.toLike ? 'Like Successfully' : 'Cancel Like Successfully');
});

commentRoutes.get('/reply', async (c) => {
  const query = readQuery(c, replyListQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await listReplies(db, currentUser(c), query, clock.now()));
});

commentRoutes.post('/reply', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, addReplyRequest);
  const { db, clock } = c.env.platform;
  return ok(c, await addReply(db, user, input, clock.now()), 'Reply successfully');
});

commentRoutes.delete('/reply', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, deleteReplyRequest);
  const { db, clock } = c.env.platform;
  await deleteReply(db, user, input, clock.now());
  return ok(c, null, 'Delete successfully');
});
