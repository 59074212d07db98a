// PLACEHOLDER: replaced by the AC adapter (helper-owned file).
import { type RemoteJudgeAdapter, RemoteJudgeError } from '../adapter';

const notYet = () => Promise.reject(new RemoteJudgeError('unavailable', 'The AC adapter is not written yet'));

export const atcoderAdapter: RemoteJudgeAdapter = {
  judge: 'AC',
  languages: [],
  pollIntervalMs: 2000,
  maxPolls: 150,
  accountIntervalMs: 5000,
  fetchProblem: notYet,
  login: notYet,
  submit: notYet,
  poll: notYet,
};
