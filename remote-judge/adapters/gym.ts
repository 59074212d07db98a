// PLACEHOLDER: replaced by the GYM adapter (helper-owned file).
import { type RemoteJudgeAdapter, RemoteJudgeError } from '../adapter';

const notYet = () =>
  Promise.reject(new RemoteJudgeError('unavailable', 'The GYM adapter is not written yet'));

export const gymAdapter: RemoteJudgeAdapter = {
  judge: 'GYM',
  languages: [],
  pollIntervalMs: 2000,
  maxPolls: 150,
  accountIntervalMs: 5000,
  fetchProblem: notYet,
  login: notYet,
  submit: notYet,
  poll: notYet,
};
