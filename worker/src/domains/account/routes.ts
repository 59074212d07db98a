import {
  applyResetPasswordRequest,
  changeEmailRequest,
  changePasswordRequest,
  changeUserInfoRequest,
  checkUsernameOrEmailRequest,
  loginRequest,
  rankListQuery,
  registerRequest,
  resetPasswordRequest,
} from '@contract/account';
import { Hono } from 'hono';
import { currentUser, requireUser } from '../../http/auth';
import { type AppEnv, clientAddressOf } from '../../http/context';
import { ok } from '../../http/envelope';
import { publicPage } from '../../http/public-page';
import { readJson, readQuery } from '../../http/validate';
import { getCalendarHeatmap, getUserHomeInfo } from './home';
import { applyResetPassword, changePassword, createCaptcha, resetPassword } from './password';
import { changeEmail, changeUserInfo, getUserAuthInfo, sendChangeEmailCode } from './profile';
import { getRankList, getRecentSevenAcRank, RANK_PAGES } from './rank';
import { checkUsernameOrEmail, register, sendRegisterCode } from './register';
import { userAgentOf } from './request-meta';
import { emailQuery, userLookupQuery } from './schema';
import { login, logout } from './session';

export const accountRoutes = new Hono<AppEnv>();

accountRoutes.post('/login', async (c) => {
  const input = await readJson(c, loginRequest);
  const { token, userInfo } = await login(c.env.platform, input, {
    ip: clientAddressOf(c),
    userAgent: userAgentOf(c),
    loginType: 'general',
  });
  c.header('Authorization', token);
  return ok(c, userInfo, 'Login successful');
});

accountRoutes.get('/logout', async (c) => {
  const user = requireUser(c);
  await logout(c.env.platform.db, user, c.env.platform.clock.now());
  return ok(c, null, 'Logged out successfully');
});

accountRoutes.get('/get-register-code', async (c) => {
  const { email } = readQuery(c, emailQuery);
  await sendRegisterCode(c.env.platform, email);
  return ok(c, null, 'The verification code has been sent to your email, it is valid for 5 minutes');
});

accountRoutes.post('/register', async (c) => {
  const input = await readJson(c, registerRequest);
  await register(c.env.platform, input);
  return ok(c, null, 'Thanks for registering, you can log in now');
});

accountRoutes.post('/check-username-or-email', async (c) => {
  const input = await readJson(c, checkUsernameOrEmailRequest);
  return ok(c, await checkUsernameOrEmail(c.env.platform, input));
});

accountRoutes.get('/captcha', async (c) => ok(c, await createCaptcha(c.env.platform)));

accountRoutes.post('/apply-reset-password', async (c) => {
  const input = await readJson(c, applyResetPasswordRequest);
  await applyResetPassword(c.env.platform, input);
  return ok(c, null, 'The reset password email has been sent, please check your mailbox');
});

accountRoutes.post('/reset-password', async (c) => {
  const input = await readJson(c, resetPasswordRequest);
  await resetPassword(c.env.platform, input);
  return ok(c, null, 'The password has been reset, please log in with the new password');
});

accountRoutes.post('/change-password', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, changePasswordRequest);
  const result = await changePassword(c.env.platform, user, input);
  return ok(c, result, result.msg);
});

accountRoutes.get('/get-change-email-code', async (c) => {
  const user = requireUser(c);
  const { email } = readQuery(c, emailQuery);
  await sendChangeEmailCode(c.env.platform, user, email);
  return ok(c, null, 'The verification code has been sent to the new email, it is valid for 5 minutes');
});

accountRoutes.post('/change-email', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, changeEmailRequest);
  const result = await changeEmail(c.env.platform, user, input);
  return ok(c, result, result.msg);
});

accountRoutes.post('/change-userInfo', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, changeUserInfoRequest);
  const { db, clock } = c.env.platform;
  return ok(c, await changeUserInfo(db, user.uid, input, clock.now()), 'Update Successfully');
});

accountRoutes.get('/get-user-auth-info', async (c) => {
  const user = requireUser(c);
  return ok(c, await getUserAuthInfo(c.env.platform.db, user));
});

accountRoutes.get('/get-user-home-info', async (c) => {
  const query = readQuery(c, userLookupQuery);
  return ok(c, await getUserHomeInfo(c.env.platform.db, currentUser(c), query));
});

accountRoutes.get('/get-user-calendar-heatmap', async (c) => {
  const query = readQuery(c, userLookupQuery);
  const { db, clock } = c.env.platform;
  return ok(c, await getCalendarHeatmap(db, currentUser(c), query, clock.now()));
});

accountRoutes.get('/get-rank-list', async (c) => {
  const query = readQuery(c, rankListQuery);
  const { db } = c.env.platform;
  // A search is one visitor's question, not a page many load: it is read fresh.
  if (query.searchUser?.trim()) return ok(c, await getRankList(db, query));
  const inputs = ['list', query.type, query.limit, query.currentPage];
  return publicPage(c, RANK_PAGES, inputs, () => getRankList(db, query));
});

accountRoutes.get('/get-recent-seven-ac-rank', async (c) => {
  const { db, clock } = c.env.platform;
  return publicPage(c, RANK_PAGES, ['recent-seven-ac'], () => getRecentSevenAcRank(db, clock.now()));
});
