import type { CommentListVO, CommentVO, ReplyVO } from '@contract/comment';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth } from '@web/lib/auth';
import { authDialogStore } from '@web/lib/auth-dialog';
import { toastStore } from '@web/lib/toast';
import { setupTestI18n } from '@web/testing/i18n';
import { envelope, renderWithProviders } from '@web/testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CommentSection } from './comment-section';

const reply = (id: number, patch: Partial<ReplyVO> = {}): ReplyVO => ({
  id,
  commentId: 1,
  fromUid: `replier${id}-uid`,
  fromName: `replier${id}`,
  fromAvatar: null,
  fromRole: 'user',
  fromTitleName: null,
  fromTitleColor: null,
  toUid: 'alice-uid',
  toName: 'alice',
  toAvatar: null,
  content: `reply text ${id}`,
  status: 0,
  gmtCreate: new Date().toISOString(),
  gmtModified: new Date().toISOString(),
  ...patch,
});

const comment = (id: number, patch: Partial<CommentVO> = {}): CommentVO => ({
  id,
  content: `comment text ${id}`,
  fromUid: `u${id}-uid`,
  fromName: `user${id}`,
  fromAvatar: null,
  fromRole: 'user',
  fromTitleName: null,
  fromTitleColor: null,
  likeNum: 0,
  totalReplyNum: 0,
  gmtCreate: new Date().toISOString(),
  replyList: [],
  ...patch,
});

const fetchMock = vi.fn<typeof fetch>();
let listPages: Record<number, CommentListVO>;
let answers: Record<string, () => Response>;
let allReplies: ReplyVO[];

const callsTo = (path: string, method = 'GET') =>
  fetchMock.mock.calls.filter(
    ([url, init]) => new URL(String(url), 'http://x').pathname === path && (init?.method ?? 'GET') === method,
  );
const queryOf = (call: Parameters<typeof fetch>) => new URL(String(call[0]), 'http://x').searchParams;
const bodyOf = (call: Parameters<typeof fetch>) => JSON.parse(String(call[1]?.body));
const toasts = () => toastStore.get().map((item) => `${item.kind}: ${item.message}`);

beforeAll(setupTestI18n);
beforeEach(() => {
  localStorage.clear();
  auth.clear();
  toastStore.set([]);
  authDialogStore.set({ open: false, mode: 'login' });
  allReplies = [5, 4, 3, 2, 1].map((id) => reply(id));
  listPages = {
    1: {
      commentList: {
        records: [
          comment(1, {
            fromName: 'alice',
            fromUid: 'alice-uid',
            fromRole: 'root',
            fromTitleName: 'Legend',
            fromTitleColor: '#ff0000',
            likeNum: 2,
            totalReplyNum: 5,
            replyList: allReplies.slice(0, 3),
          }),
          comment(2, { fromName: 'bob', fromUid: 'bob-uid', fromRole: 'admin' }),
        ],
        total: 2,
        current: 1,
        size: 10,
      },
      commentLikeMap: {},
    },
  };
  answers = {};
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://x');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    if (answers[key]) return answers[key]!();
    if (key === 'GET /api/comments') return envelope(listPages[Number(url.searchParams.get('currentPage'))]);
    if (key === 'GET /api/reply') return envelope(allReplies);
    if (key === 'GET /api/comment-like') return envelope(null);
    return envelope(null, { status: 404, msg: 'Not Found' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const login = (username: string, roles = ['default_user']) =>
  auth.login('token', { uid: `${username}-uid`, username, avatar: null, roleList: roles } as never);

const items = () => screen.getAllByTestId('comment-item');
const itemOf = (name: string) =>
  items().find((item) => within(item).queryByText(name, { selector: 'span' }))!;

describe('CommentSection on a discussion', () => {
  it('lists comments with author links, badges, title tags and the newest three replies', async () => {
    renderWithProviders(<CommentSection discussionId={7} />);
    const alice = await waitFor(() => itemOf('alice'));
    expect(queryOf(callsTo('/api/comments')[0]!).toString()).toBe('did=7&currentPage=1&limit=10');
    expect(within(alice).getByRole('link', { name: /alice/ }).getAttribute('href')).toBe(
      '/user-home?uid=alice-uid&username=alice',
    );
    expect(within(alice).getByTitle('Super Administrator').textContent).toContain('SPA');
    expect(within(alice).getByText('Legend')).toBeTruthy();
    expect(within(itemOf('bob')).getByTitle('Administrator').textContent).toContain('ADM');
    expect(await within(alice).findByText('comment text 1')).toBeTruthy();
    expect(within(alice).getAllByTestId('reply-item')).toHaveLength(3);
    expect(within(alice).getByText('Total 5 replies,')).toBeTruthy();
    expect(screen.getByRole('heading', { name: /All comments/ }).textContent).toContain('2');
  });

  it('expands to every reply from GET /api/reply and collapses back to three', async () => {
    renderWithProviders(<CommentSection discussionId={7} />);
    const alice = await waitFor(() => itemOf('alice'));
    fireEvent.click(within(alice).getByRole('button', { name: 'Click to show all' }));
    await waitFor(() => expect(within(alice).getAllByTestId('reply-item')).toHaveLength(5));
    expect(queryOf(callsTo('/api/reply')[0]!).toString()).toBe('commentId=1');
    fireEvent.click(within(alice).getByRole('button', { name: 'Pick up' }));
    expect(within(alice).getAllByTestId('reply-item')).toHaveLength(3);
  });

  it('sends guests to the login dialog instead of posting', async () => {
    renderWithProviders(<CommentSection discussionId={7} />);
    await waitFor(() => itemOf('alice'));
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(toasts()).toContain('warning: Please login first');
    expect(authDialogStore.get()).toEqual({ open: true, mode: 'login' });
    fireEvent.click(within(itemOf('alice')).getByRole('button', { name: 'Like' }));
    expect(callsTo('/api/comment', 'POST')).toHaveLength(0);
    expect(callsTo('/api/comment-like')).toHaveLength(0);
  });

  it('refuses blank and over-long comments before sending them', async () => {
    login('carol');
    renderWithProviders(<CommentSection discussionId={7} />);
    await waitFor(() => itemOf('alice'));
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: '   \n ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(toasts()).toContain('warning: Content cannot be empty');
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'x'.repeat(10001) } });
    expect(screen.getByText('10001 / 10000').className).toContain('text-error');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(toasts()).toContain('error: The comment content cannot exceed 10000 characters');
    expect(callsTo('/api/comment', 'POST')).toHaveLength(0);
  });

  it('posts a comment and shows it first', async () => {
    login('carol');
    answers['POST /api/comment'] = () =>
      envelope(comment(9, { fromName: 'carol', fromUid: 'carol-uid', content: 'fresh words' }));
    const onChanged = vi.fn();
    renderWithProviders(<CommentSection discussionId={7} onChanged={onChanged} />);
    await waitFor(() => itemOf('alice'));
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'fresh words' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(items()[0]!.textContent).toContain('carol'));
    expect(bodyOf(callsTo('/api/comment', 'POST')[0]!)).toEqual({ content: 'fresh words', did: 7 });
    expect(toasts()).toContain('success: Comment Successfully');
    expect((screen.getByLabelText('Your comment') as HTMLTextAreaElement).value).toBe('');
    expect(screen.getByRole('heading', { name: /All comments/ }).textContent).toContain('3');
    expect(within(items()[0]!).getByRole('button', { name: "Delete carol's comment" })).toBeTruthy();
    expect(onChanged.mock.calls).toEqual([[1]]);
  });

  it('likes and cancels the like, following the like map', async () => {
    login('carol');
    listPages[1]!.commentLikeMap = { 1: true };
    renderWithProviders(<CommentSection discussionId={7} />);
    const alice = await waitFor(() => itemOf('alice'));
    const button = within(alice).getByRole('button', { name: 'Cancel like' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toContain('Like · 2');
    fireEvent.click(button);
    await waitFor(() =>
      expect(within(itemOf('alice')).getByRole('button', { name: 'Like' }).textContent).toContain('Like · 1'),
    );
    expect(Object.fromEntries(queryOf(callsTo('/api/comment-like')[0]!))).toEqual({
      cid: '1',
      toLike: 'false',
      sourceId: '7',
      sourceType: 'Discussion',
    });
    fireEvent.click(within(itemOf('alice')).getByRole('button', { name: 'Like' }));
    await waitFor(() =>
      expect(within(itemOf('alice')).getByRole('button', { name: 'Cancel like' }).textContent).toContain(
        'Like · 2',
      ),
    );
    expect(queryOf(callsTo('/api/comment-like')[1]!).get('toLike')).toBe('true');
  });

  it('replies to a reply, quoting its author, and shows the reply first', async () => {
    login('carol');
    answers['POST /api/reply'] = () =>
      envelope(
        reply(6, { fromName: 'carol', fromUid: 'carol-uid', toName: 'replier4', content: 'quoted answer' }),
      );
    renderWithProviders(<CommentSection discussionId={7} />);
    const alice = await waitFor(() => itemOf('alice'));
    fireEvent.click(within(alice).getByRole('button', { name: 'Reply to replier4' }));
    const box = screen.getByLabelText('Your reply to replier4');
    expect(box.getAttribute('placeholder')).toBe('@replier4');
    fireEvent.change(box, { target: { value: 'quoted answer' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(toasts()).toContain('success: Reply Successfully'));
    expect(bodyOf(callsTo('/api/reply', 'POST')[0]!)).toEqual({
      reply: { commentId: 1, content: 'quoted answer' },
      did: 7,
      quoteId: 4,
      quoteType: 'Reply',
    });
    const first = within(itemOf('alice')).getAllByTestId('reply-item')[0]!;
    expect(first.textContent).toContain('carol');
    expect(first.textContent).toContain('@replier4');
    expect(within(itemOf('alice')).getByText('Total 6 replies,')).toBeTruthy();
    expect(screen.queryByLabelText('Your reply to replier4')).toBeNull();
  });

  it('replies to the comment itself with quoteType Comment', async () => {
    login('carol');
    answers['POST /api/reply'] = () => envelope(reply(7, { commentId: 2, fromName: 'carol', toName: 'bob' }));
    renderWithProviders(<CommentSection discussionId={7} />);
    const bob = await waitFor(() => itemOf('bob'));
    fireEvent.click(within(bob).getByRole('button', { name: "Reply to bob's comment" }));
    fireEvent.change(screen.getByLabelText('Your reply to bob'), { target: { value: 'sure' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(callsTo('/api/reply', 'POST')).toHaveLength(1));
    expect(bodyOf(callsTo('/api/reply', 'POST')[0]!)).toMatchObject({ quoteId: 2, quoteType: 'Comment' });
  });

  it('shows Delete only to the author and admin roles', async () => {
    login('bob');
    const { unmount } = renderWithProviders(<CommentSection discussionId={7} />);
    await waitFor(() => itemOf('alice'));
    expect(within(itemOf('bob')).getByRole('button', { name: "Delete bob's comment" })).toBeTruthy();
    expect(within(itemOf('alice')).queryByRole('button', { name: /^Delete / })).toBeNull();
    unmount();
    login('boss', ['admin']);
    renderWithProviders(<CommentSection discussionId={7} />);
    await waitFor(() => itemOf('alice'));
    expect(within(itemOf('alice')).getByRole('button', { name: "Delete alice's comment" })).toBeTruthy();
    expect(within(itemOf('alice')).getByRole('button', { name: "Delete replier5's reply" })).toBeTruthy();
  });

  it('does not offer Delete to problem admins, whom the server refuses', async () => {
    login('setter', ['problem_admin']);
    renderWithProviders(<CommentSection discussionId={7} />);
    await waitFor(() => itemOf('alice'));
    expect(within(itemOf('alice')).queryByRole('button', { name: "Delete alice's comment" })).toBeNull();
  });

  it('deletes a comment after confirming, sending HOJ body', async () => {
    login('bob');
    answers['DELETE /api/comment'] = () => envelope(null);
    renderWithProviders(<CommentSection discussionId={7} />);
    await waitFor(() => itemOf('bob'));
    fireEvent.click(within(itemOf('bob')).getByRole('button', { name: "Delete bob's comment" }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('This operation will delete the comment and all its replies');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(bodyOf(callsTo('/api/comment', 'DELETE')[0]!)).toEqual({ id: 2, fromUid: 'bob-uid', did: 7 });
    expect(toasts()).toContain('success: Delete successfully');
  });

  it('tells the host a deleted comment took its replies out of the count', async () => {
    login('boss', ['admin']);
    answers['DELETE /api/comment'] = () => envelope(null);
    const onChanged = vi.fn();
    renderWithProviders(<CommentSection discussionId={7} onChanged={onChanged} />);
    await waitFor(() => itemOf('alice'));
    fireEvent.click(within(itemOf('alice')).getByRole('button', { name: "Delete alice's comment" }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    expect(onChanged.mock.calls).toEqual([[-6]]);
  });

  it("keeps the comment and shows the server's refusal", async () => {
    login('boss', ['admin']);
    answers['DELETE /api/comment'] = () =>
      envelope(null, { status: 403, msg: 'You may not delete this comment' });
    const onChanged = vi.fn();
    renderWithProviders(<CommentSection discussionId={7} onChanged={onChanged} />);
    await waitFor(() => itemOf('alice'));
    fireEvent.click(within(itemOf('alice')).getByRole('button', { name: "Delete alice's comment" }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toasts()).toContain('error: You may not delete this comment'));
    expect(items()).toHaveLength(2);
    expect(onChanged).not.toHaveBeenCalled();
  });

  it('deletes a reply and refills the preview from the full list', async () => {
    login('replier4');
    answers['DELETE /api/reply'] = () => {
      allReplies = allReplies.filter((item) => item.id !== 4);
      return envelope(null);
    };
    const onChanged = vi.fn();
    renderWithProviders(<CommentSection discussionId={7} onChanged={onChanged} />);
    const alice = await waitFor(() => itemOf('alice'));
    fireEvent.click(within(alice).getByRole('button', { name: "Delete replier4's reply" }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        within(itemOf('alice'))
          .getAllByTestId('reply-item')
          .map((item) => item.textContent),
      ).toEqual([
        expect.stringContaining('replier5'),
        expect.stringContaining('replier3'),
        expect.stringContaining('replier2'),
      ]),
    );
    expect(bodyOf(callsTo('/api/reply', 'DELETE')[0]!)).toEqual({
      did: 7,
      reply: { id: 4, commentId: 1, fromUid: 'replier4-uid' },
    });
    expect(within(itemOf('alice')).getByText('Total 4 replies,')).toBeTruthy();
    expect(onChanged.mock.calls).toEqual([[-1]]);
  });

  it('loads the next page of ten with Load more', async () => {
    listPages[1]!.commentList.total = 12;
    listPages[2] = {
      commentList: { records: [comment(11, { fromName: 'dave' })], total: 12, current: 2, size: 10 },
      commentLikeMap: {},
    };
    renderWithProviders(<CommentSection discussionId={7} />);
    await waitFor(() => itemOf('alice'));
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(queryOf(callsTo('/api/comments')[1]!).get('currentPage')).toBe('2');
  });
});

describe('CommentSection in a contest', () => {
  it('shows the Q&A notice and keeps ordinary users from replying to the owner or a root', async () => {
    login('player');
    listPages[1]!.commentList.records.push(comment(3, { fromName: 'setter', fromUid: 'setter-uid' }));
    listPages[1]!.commentList.records.push(comment(4, { fromName: 'mate', fromUid: 'mate-uid' }));
    renderWithProviders(<CommentSection contestId={3} isContestAdmin={false} contestOwner="setter" />);
    await waitFor(() => itemOf('alice'));
    expect(screen.getByRole('note').textContent).toContain('Announcement of the contest Q & A area');
    expect(queryOf(callsTo('/api/comments')[0]!).get('cid')).toBe('3');
    expect(within(itemOf('alice')).queryByRole('button', { name: "Reply to alice's comment" })).toBeNull();
    expect(within(itemOf('setter')).queryByRole('button', { name: "Reply to setter's comment" })).toBeNull();
    expect(within(itemOf('mate')).getByRole('button', { name: "Reply to mate's comment" })).toBeTruthy();
    fireEvent.click(within(itemOf('alice')).getByRole('button', { name: 'Click to show all' }));
    await waitFor(() => expect(callsTo('/api/reply')).toHaveLength(1));
    expect(queryOf(callsTo('/api/reply')[0]!).toString()).toBe('commentId=1&cid=3');
  });

  it('lets contest admins reply to and delete any comment, but not site admins', async () => {
    login('judge');
    const { unmount } = renderWithProviders(
      <CommentSection contestId={3} isContestAdmin contestOwner="setter" />,
    );
    await waitFor(() => itemOf('alice'));
    expect(within(itemOf('alice')).getByRole('button', { name: "Reply to alice's comment" })).toBeTruthy();
    expect(within(itemOf('alice')).getByRole('button', { name: "Delete alice's comment" })).toBeTruthy();
    unmount();
    login('boss', ['admin']);
    renderWithProviders(<CommentSection contestId={3} isContestAdmin={false} contestOwner="setter" />);
    await waitFor(() => itemOf('alice'));
    expect(within(itemOf('alice')).queryByRole('button', { name: "Delete alice's comment" })).toBeNull();
  });

  it('likes with the contest as the source', async () => {
    login('player');
    renderWithProviders(<CommentSection contestId={3} isContestAdmin={false} contestOwner="setter" />);
    await waitFor(() => itemOf('bob'));
    fireEvent.click(within(itemOf('bob')).getByRole('button', { name: 'Like' }));
    await waitFor(() => expect(callsTo('/api/comment-like')).toHaveLength(1));
    expect(queryOf(callsTo('/api/comment-like')[0]!).get('sourceType')).toBe('Contest');
    expect(queryOf(callsTo('/api/comment-like')[0]!).get('sourceId')).toBe('3');
  });
});
