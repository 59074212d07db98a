import type { TestJudgeResult } from '@contract/judge';
import { isPendingStatus } from '@contract/judge-status';
import { LIMITS } from '@contract/limits';
import type { ProblemExample } from '@contract/problem-rules';
import { CloseIcon, PlayIcon } from '@web/components/icons';
import { JudgeStatusBadge } from '@web/components/judge-status-badge';
import { openDialogs } from '@web/components/ui/modal-dialog';
import { usePolling } from '@web/hooks/use-polling';
import { useIsAuthenticated } from '@web/lib/auth';
import { openAuthDialog } from '@web/lib/auth-dialog';
import { toast } from '@web/lib/toast';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTestJudgeResult, submitTestJudge } from '../api/test-judge';
import { testInputTooLong, validateCode } from '../lib/validate-code';

interface TestRunDrawerProps {
  open: boolean;
  onClose: () => void;
  pid: number;
  isRemote: boolean;
  language: string | null;
  code: string;
  examples: ProblemExample[];
  type?: 'public' | 'contest' | 'group';
}

/**
 * The online self-test (spec 1 §4–§5): the user's input (≤ 1000 characters) and an optional
 * expected output are run against the code in the editor; the result is polled every second.
 */
export function TestRunDrawer({
  open,
  onClose,
  pid,
  isRemote,
  language,
  code,
  examples,
  type = 'public',
}: TestRunDrawerProps) {
  const { t } = useTranslation('problem');
  const id = useId();
  const authenticated = useIsAuthenticated();
  const [input, setInput] = useState(examples[0]?.input ?? '');
  const [expected, setExpected] = useState(examples[0]?.output ?? '');
  const [running, setRunning] = useState(false);
  const [result, setResult] = useState<TestJudgeResult | null>(null);
  const { start, stop } = usePolling();
  const closeRef = useRef<HTMLButtonElement>(null);

  // Focus moves in on opening and back to the control that opened it on closing.
  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  // Escape closes it wherever focus is (the Run button it was on is disabled while a test runs),
  // unless something else took the key or a dialog is open above the page.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || openDialogs.get().length > 0) return;
      event.preventDefault();
      onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose]);

  const firstInput = examples[0]?.input ?? '';
  const firstOutput = examples[0]?.output ?? '';
  // A new problem brings its own samples.
  // biome-ignore lint/correctness/useExhaustiveDependencies: pid marks a new problem even when its samples are equal
  useEffect(() => {
    stop();
    setRunning(false);
    setResult(null);
    setInput(firstInput);
    setExpected(firstOutput);
  }, [pid, firstInput, firstOutput, stop]);

  const run = async () => {
    if (!authenticated) {
      toast.error(t('common:errors.loginFirst'), { untilLogin: true });
      openAuthDialog('login');
      return;
    }
    const problem = validateCode(code);
    if (problem) {
      toast.error(t(`validation.${problem}`, { max: LIMITS.codeMaxLength }));
      return;
    }
    if (testInputTooLong(input)) {
      toast.error(t('test.inputTooLong', { max: LIMITS.testInputMax }));
      return;
    }
    if (!language) return;
    setRunning(true);
    setResult(null);
    let key: string;
    try {
      key = await submitTestJudge({
        pid,
        language,
        code,
        type,
        userInput: input,
        expectedOutput: expected === '' ? null : expected,
        isRemoteJudge: isRemote,
      });
    } catch {
      setRunning(false);
      return;
    }
    start({
      intervalMs: LIMITS.testJudgePollMs,
      maxPolls: LIMITS.statusPollMax,
      immediate: false,
      poll: (signal) => getTestJudgeResult(key, signal),
      isDone: (value) => !isPendingStatus(value.status),
      onResult: setResult,
      onStop: (reason) => {
        if (reason !== 'cancelled') setRunning(false);
      },
    });
  };

  if (!open) return null;
  // In the editor panel's flow above its Run/Submit bar (the editor gives up the room), so the
  // bar stays visible and usable while the drawer is open.
  return (
    <section
      className="flex max-h-[55%] min-h-0 shrink-0 flex-col border-t border-base-300 bg-base-100"
      aria-labelledby={`${id}-title`}
      data-testid="test-run-drawer"
    >
      <header className="flex items-center justify-between gap-2 border-b border-base-300 px-4 py-2">
        <h2 id={`${id}-title`} className="font-semibold">
          {t('test.title')}
        </h2>
        <div className="flex items-center gap-2">
          {examples.length > 1 &&
            examples.map((example, position) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: samples are numbered by their position
                key={position}
                type="button"
                className="btn btn-ghost btn-xs"
                onClick={() => {
                  setInput(example.input);
                  setExpected(example.output);
                }}
              >
                {t('test.useSample', { index: position + 1 })}
              </button>
            ))}
          <button
            ref={closeRef}
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={t('common:actions.close')}
            onClick={onClose}
          >
            <CloseIcon size={16} />
          </button>
        </div>
      </header>
      <div className="grid min-h-0 flex-1 gap-3 overflow-y-auto p-4 md:grid-cols-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-input`} className="flex justify-between text-sm font-medium">
            <span>{t('test.input')}</span>
            <span className={`text-xs ${input.length > LIMITS.testInputMax ? 'text-error' : 'opacity-60'}`}>
              {input.length} / {LIMITS.testInputMax}
            </span>
          </label>
          <textarea
            id={`${id}-input`}
            className="textarea h-32 w-full font-mono text-sm"
            value={input}
            maxLength={LIMITS.testInputMax}
            spellCheck={false}
            onChange={(event) => setInput(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-expected`} className="text-sm font-medium">
            {t('test.expected')} <span className="font-normal opacity-60">({t('test.optional')})</span>
          </label>
          <textarea
            id={`${id}-expected`}
            className="textarea h-32 w-full font-mono text-sm"
            value={expected}
            spellCheck={false}
            onChange={(event) => setExpected(event.target.value)}
          />
        </div>
        <div className="md:col-span-2">
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={running || !language}
            onClick={() => void run()}
          >
            {running ? <span className="loading loading-spinner loading-xs" /> : <PlayIcon size={14} />}
            {running ? t('test.running') : t('test.run')}
          </button>
        </div>
        {result && <TestResult result={result} />}
      </div>
    </section>
  );
}

function TestResult({ result }: { result: TestJudgeResult }) {
  const { t } = useTranslation('problem');
  return (
    <div
      className="space-y-3 md:col-span-2"
      aria-live="polite"
      data-testid="test-result"
      data-status={result.status}
    >
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <JudgeStatusBadge status={result.status} />
        {result.time != null && (
          <span className="tabular-nums">
            {t('submit.time')}: {result.time} ms
          </span>
        )}
        {result.memory != null && (
          <span className="tabular-nums">
            {t('submit.memory')}: {result.memory} KB
          </span>
        )}
      </div>
      <div>
        <div className="mb-1 text-sm font-medium">{t('test.output')}</div>
        <pre
          className="max-h-48 overflow-auto rounded-box border border-base-300 bg-base-200/60 p-3 font-mono text-sm whitespace-pre-wrap"
          data-testid="test-output"
        >
          {result.userOutput || <span className="opacity-50">{t('test.noOutput')}</span>}
        </pre>
      </div>
      {result.stderr && (
        <div>
          <div className="mb-1 text-sm font-medium text-error">{t('test.stderr')}</div>
          <pre className="max-h-48 overflow-auto rounded-box border border-error/40 bg-error/5 p-3 font-mono text-sm whitespace-pre-wrap">
            {result.stderr}
          </pre>
        </div>
      )}
    </div>
  );
}
