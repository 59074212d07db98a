// PLACEHOLDER: replaced by the SPOJ adapter (helper-owned file).
import { type RemoteJudgeAdapter, RemoteJudgeError } from '../adapter';

const notYet = () =>
  Promise.reject(new RemoteJudgeError('unavailable', 'The SPOJ adapter is not written yet'));

export const spojAdapter: RemoteJudgeAdapter = {
  judge: 'SPOJ',
  languages: [],
  pollIntervalMs: 2000,
  maxPolls: 150,
  accountIntervalMs: 5000,
  fetchProblem: notYet,
  login: notYet,
  submit: notYet,
  poll: notYet,
};
