// daisyUI's radio styles ride with the pages that use them, not every page's stylesheet (web/src/styles/index.css).
import 'daisyui/components/radio.css';
import { PROBLEM_TYPE } from '@contract/limits';
import type { Language } from '@contract/problem';
import { REMOTE_JUDGE_INFO } from '@contract/remote-judge-info';
import { MarkdownEditor } from '@web/components/markdown-editor/markdown-editor';
import { RemoteProblemOrigin, remoteJudgeOf } from '@web/components/remote-judge/remote-judge-badge';
import { Field } from '@web/components/ui/field';
import { FormField } from '@web/components/ui/form-field';
import { Panel } from '@web/components/ui/panel';
import { Toggle } from '@web/components/ui/toggle';
import { paths } from '@web/config/paths';
import { useFieldErrors } from '@web/hooks/use-field-errors';
import { messageOf } from '@web/lib/api-client';
import { toast } from '@web/lib/toast';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSaveProblem } from '../../api/save-problem';
import { problemDraft } from '../../lib/draft';
import {
  applyTypeChange,
  type ProblemFormState,
  type ProblemSavePayload,
  toSavePayload,
} from '../../lib/problem-form';
import {
  type ProblemField,
  type ProblemFormError,
  type ProblemSection,
  validateProblemFormAll,
} from '../../lib/validate-problem';
import { AuthSelect } from '../problem-list-page';
import { CasesSection } from './cases-section';
import { CheckerSection } from './checker-section';
import { ExamplesEditor } from './examples-editor';
import { ExtraFilesEditor } from './extra-files-editor';
import { LanguagesSection, TemplatesSection } from './languages-section';
import { TagsEditor } from './tags-editor';
import type { FormPatch, SectionProps } from './types';

const DRAFT_DELAY_MS = 400;
const sectionId = (section: ProblemSection) => `problem-section-${section}`;
/** The control an error is about (an input), or its message at the top of its section. */
const fieldId = (field: ProblemField) => `problem-field-${field}`;

const FORM_ALERT_ID = 'problem-form-alert';
/** Spec 3 §5's order, in which the errors are listed and the first one is focused. */
const FIELD_ORDER: ProblemField[] = [
  'problemId',
  'title',
  'input',
  'output',
  'ioFileNames',
  'cases',
  'checker',
  'languages',
  'templates',
  'tags',
  'files',
];

type FieldErrors = Partial<Record<ProblemField, ProblemFormError | null>>;
const byField = (errors: ProblemFormError[]): FieldErrors =>
  Object.fromEntries(errors.map((error) => [error.field, error]));

/**
 * A problem edited inside another area (a contest, spec 3 §2): that area's own fields, checks and
 * endpoint. Its type and visibility are fixed by the area, and no draft is kept.
 */
export interface ProblemFormContext {
  /** Shown before the problem's own fields. */
  header?: ReactNode;
  /** Checked right after the display id (spec 3 §5 rule 2): an error text, or null. */
  validate?: () => string | null;
  save: (payload: ProblemSavePayload, isEdit: boolean) => Promise<unknown>;
  /** Where saving and cancelling lead. */
  backTo: string;
  lockType?: boolean;
  lockAuth?: boolean;
  /** A group's problem: uploads, tags and checker compiles go through the group. */
  gid?: number;
}

export interface ProblemFormProps {
  initial: ProblemFormState;
  /** The languages the problem may accept: the site's, or its remote judge's for a remote problem. */
  languages: Language[];
  isEdit: boolean;
  context?: ProblemFormContext;
}

/** The admin problem editor (spec 3 §3 Problem): every field, validated in the order of §5. */
export function ProblemForm({ initial, languages, isEdit, context }: ProblemFormProps) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const save = useSaveProblem(context?.save);
  const backTo = context?.backTo ?? paths.adminProblems;
  const keepDraft = !isEdit && !context;
  const gid = context?.gid;
  const [form, setForm] = useState(initial);
  // A reason from outside the fields: the area's own check (a contest's display id) or the server's.
  const [formError, setFormError] = useState<string | null>(null);
  const fields = useFieldErrors<ProblemField>();
  const fieldErrors = fields.errors as FieldErrors;
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const remoteJudge = form.isRemote ? remoteJudgeOf(form.problemId, true) : null;

  const update = useCallback((patch: FormPatch) => {
    setForm((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));
  }, []);

  // A draft of the create form survives failed saves, reloads and closed tabs.
  useEffect(() => {
    if (!keepDraft) return;
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => problemDraft.save(form), DRAFT_DELAY_MS);
    return () => clearTimeout(draftTimer.current);
  }, [form, keepDraft]);

  // An edit clears the message of a field it fixed (the others wait for the next Save).
  const { refresh } = fields;
  useEffect(() => refresh(byField(validateProblemFormAll(form))), [form, refresh]);

  // Focus goes to the first invalid control once its error is on the page.
  useEffect(() => {
    if (!focusRequest) return;
    const target = document.getElementById(focusRequest.id);
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
    target?.focus({ preventScroll: true });
  }, [focusRequest]);

  const fieldText = (field: ProblemField) => {
    const error = fieldErrors[field];
    return error ? t(error.key, error.values) : undefined;
  };
  const invalid = FIELD_ORDER.filter((field) => fieldErrors[field]);
  // The bar's summary: the display id first, then the area's or server's reason, then the rest.
  const [firstField, ...otherFields] = invalid;
  const summary =
    firstField === 'problemId' || !formError
      ? { text: firstField ? fieldText(firstField) : null, more: otherFields.length + (formError ? 1 : 0) }
      : { text: formError, more: invalid.length };

  const submit = () => {
    if (save.isPending) return;
    const problems = validateProblemFormAll(form);
    fields.setAll({
      ...Object.fromEntries(Object.keys(fieldErrors).map((f) => [f, null])),
      ...byField(problems),
    });
    const idMissing = problems[0]?.field === 'problemId';
    const contextError = idMissing ? null : (context?.validate?.() ?? null);
    setFormError(contextError);
    if (problems.length > 0 || contextError) {
      setFocusRequest({ id: contextError ? FORM_ALERT_ID : fieldId(problems[0]!.field) });
      return;
    }
    save.mutate(
      { payload: toSavePayload(form, languages), isEdit },
      {
        onSuccess: () => {
          toast.success(t(isEdit ? 'messages.updated' : 'messages.created'));
          if (keepDraft) {
            clearTimeout(draftTimer.current);
            problemDraft.clear();
          }
          navigate(backTo);
        },
        onError: (failure) => {
          // The form keeps everything typed; the server's reason is shown beside it.
          const text = messageOf(failure, t('messages.saveFailed'));
          setFormError(text);
          toast.error(text);
        },
      },
    );
  };

  const setNumber = (field: 'timeLimit' | 'memoryLimit' | 'stackLimit') => (value: string) =>
    update({ [field]: value === '' ? 0 : Number(value) });

  return (
    <form
      className="flex flex-col gap-4 pb-24"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {context?.header}
      {form.isRemote && (
        <div role="note" className="alert alert-info alert-soft flex flex-col items-start gap-1 text-sm">
          <span className="flex flex-wrap items-center gap-2 font-medium">
            <RemoteProblemOrigin problemId={form.problemId} isRemote />
            {t('form.remote.judgedOn', {
              judge: remoteJudge ? REMOTE_JUDGE_INFO[remoteJudge].name : form.problemId,
            })}
          </span>
          <span className="opacity-80">{t('form.remote.notEditable')}</span>
        </div>
      )}
      <Panel id={sectionId('basic')} title={t('form.section.basic')}>
        <div className="grid gap-x-4 md:grid-cols-2 xl:grid-cols-3">
          <FormField
            id={fieldId('problemId')}
            label={`* ${t('fields.problemId')}`}
            name="problemId"
            error={fieldText('problemId')}
            value={form.problemId}
            // The display id names the problem on its judge, so a remote problem keeps it.
            readOnly={form.isRemote}
            hint={form.isRemote ? t('form.remote.idFixed') : undefined}
            onChange={(event) => update({ problemId: event.target.value })}
          />
          <FormField
            className="xl:col-span-2"
            id={fieldId('title')}
            label={`* ${t('fields.title')}`}
            name="title"
            error={fieldText('title')}
            value={form.title}
            onChange={(event) => update({ title: event.target.value })}
          />
          <FormField
            label={t('form.timeLimit')}
            name="timeLimit"
            type="number"
            min={1}
            value={form.timeLimit}
            onChange={(event) => setNumber('timeLimit')(event.target.value)}
          />
          <FormField
            label={t('form.memoryLimit')}
            name="memoryLimit"
            type="number"
            min={1}
            value={form.memoryLimit}
            onChange={(event) => setNumber('memoryLimit')(event.target.value)}
          />
          <FormField
            label={t('form.stackLimit')}
            name="stackLimit"
            type="number"
            min={1}
            value={form.stackLimit}
            onChange={(event) => setNumber('stackLimit')(event.target.value)}
          />
          <Field label={t('form.difficulty')} htmlFor="difficulty">
            <select
              id="difficulty"
              className="select w-full"
              value={form.difficulty}
              onChange={(event) => update({ difficulty: Number(event.target.value) })}
            >
              {[0, 1, 2].map((level) => (
                <option key={level} value={level}>
                  {t(`common:difficulty.${level}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field label={t('form.type')}>
            <div className="flex h-10 items-center gap-4" role="radiogroup" aria-label={t('form.type')}>
              {[PROBLEM_TYPE.ACM, PROBLEM_TYPE.OI].map((type) => (
                <label key={type} className="flex cursor-pointer items-center gap-2 text-sm">
                  <input
                    type="radio"
                    className="radio radio-primary radio-sm"
                    name="type"
                    checked={form.type === type}
                    disabled={context?.lockType || form.isRemote}
                    onChange={() => update((f) => applyTypeChange(f, type))}
                  />
                  {t(`problemType.${type}`)}
                </label>
              ))}
            </div>
          </Field>
          <Field label={t('fields.auth')}>
            <AuthSelect
              label={t('fields.auth')}
              value={form.auth}
              disabled={context?.lockAuth}
              onChange={(auth) => update({ auth })}
            />
          </Field>
        </div>
        <div className="grid gap-3 md:grid-cols-2">
          <Toggle
            label={t('form.codeShare')}
            checked={form.codeShare}
            onChange={(codeShare) => update({ codeShare })}
          />
        </div>
      </Panel>

      <Panel id={sectionId('statement')} title={t('form.section.statement')}>
        <MarkdownEditor
          gid={gid}
          label={t('form.description')}
          value={form.description}
          onChange={(description) => update({ description })}
        />
        <MarkdownEditor
          gid={gid}
          id={fieldId('input')}
          error={fieldText('input')}
          label={t('form.input')}
          required={!form.isRemote}
          rows={6}
          value={form.input}
          onChange={(input) => update({ input })}
        />
        <MarkdownEditor
          gid={gid}
          id={fieldId('output')}
          error={fieldText('output')}
          label={t('form.output')}
          required={!form.isRemote}
          rows={6}
          value={form.output}
          onChange={(output) => update({ output })}
        />
        <ExamplesEditor form={form} update={update} />
        <MarkdownEditor
          gid={gid}
          label={t('form.hint')}
          rows={5}
          value={form.hint}
          onChange={(hint) => update({ hint })}
        />
        <FormField
          label={t('form.source')}
          name="source"
          value={form.source}
          onChange={(event) => update({ source: event.target.value })}
        />
      </Panel>

      {!form.isRemote && (
        <LocalJudgingSections
          form={form}
          update={update}
          languages={languages}
          gid={gid}
          fieldText={fieldText}
        />
      )}

      <Panel id={sectionId('languages')} title={t('form.languages')}>
        <SectionError field="languages" text={fieldText('languages')} />
        <LanguagesSection form={form} update={update} languages={languages} />
      </Panel>

      <Panel id={sectionId('templates')} title={t('form.section.templates')}>
        <SectionError field="templates" text={fieldText('templates')} />
        <TemplatesSection form={form} update={update} languages={languages} />
      </Panel>

      {!form.isRemote && (
        <Panel id={sectionId('files')} title={t('form.section.files')}>
          <SectionError field="files" text={fieldText('files')} />
          <ExtraFilesEditor
            title={t('form.userExtraFiles')}
            hint={t('form.userExtraFilesHint')}
            files={form.userExtraFiles}
            onChange={(userExtraFiles) => update({ userExtraFiles })}
          />
        </Panel>
      )}

      <Panel id={sectionId('tags')} title={t('form.section.tags')}>
        <SectionError field="tags" text={fieldText('tags')} />
        <TagsEditor form={form} update={update} gid={gid} />
      </Panel>

      <div className="sticky bottom-0 z-30 -mx-3 flex flex-wrap items-center gap-3 border-t border-base-300 bg-base-100/95 px-3 py-3 backdrop-blur md:-mx-5 md:px-5">
        {summary.text ? (
          <div
            id={FORM_ALERT_ID}
            tabIndex={-1}
            role="alert"
            className="alert alert-error alert-soft flex-1 py-2 text-sm"
          >
            <span data-testid="problem-form-error">{summary.text}</span>
            {summary.more > 0 && (
              <span className="opacity-80">{t('form.moreErrors', { count: summary.more })}</span>
            )}
          </div>
        ) : (
          <span className="flex-1 text-xs opacity-70">{keepDraft ? t('form.draftHint') : ''}</span>
        )}
        <button type="button" className="btn btn-ghost" onClick={() => navigate(backTo)}>
          {t('common:actions.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending && <span className="loading loading-spinner loading-sm" />}
          {t('common:actions.save')}
        </button>
      </div>
    </form>
  );
}

/**
 * What only our own judging uses: the checker, the read-write mode and the test data. A remote
 * problem's judge keeps all three, so the editor leaves them out for it.
 */
function LocalJudgingSections({
  form,
  update,
  languages,
  gid,
  fieldText,
}: SectionProps & { languages: Language[]; fieldText: (field: ProblemField) => string | undefined }) {
  const { t } = useTranslation('admin');
  const fileNamesError = fieldText('ioFileNames');
  return (
    <>
      <Panel id={sectionId('judge')} title={t('form.section.judge')}>
        <SectionError field="checker" text={fieldText('checker')} />
        <CheckerSection form={form} update={update} languages={languages} gid={gid} />
      </Panel>

      <Panel id={sectionId('io')} title={t('form.section.io')}>
        <div className="flex flex-wrap gap-4" role="radiogroup" aria-label={t('form.readWriteMode')}>
          {[false, true].map((fileIo) => (
            <label key={String(fileIo)} className="flex cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                className="radio radio-primary radio-sm"
                name="readWriteMode"
                checked={form.isFileIO === fileIo}
                onChange={() => update({ isFileIO: fileIo })}
              />
              {t(fileIo ? 'form.fileIo' : 'form.standardIo')}
            </label>
          ))}
        </div>
        {form.isFileIO && (
          <div className="grid gap-x-4 md:grid-cols-2">
            <FormField
              // The first empty name takes the focus and the message; both are marked.
              id={!form.ioReadFileName.trim() || !fileNamesError ? fieldId('ioFileNames') : undefined}
              label={t('form.ioReadFileName')}
              name="ioReadFileName"
              placeholder="input.txt"
              error={fileNamesError && !form.ioReadFileName.trim() ? fileNamesError : undefined}
              value={form.ioReadFileName}
              onChange={(event) => update({ ioReadFileName: event.target.value })}
            />
            <FormField
              id={form.ioReadFileName.trim() && fileNamesError ? fieldId('ioFileNames') : undefined}
              label={t('form.ioWriteFileName')}
              name="ioWriteFileName"
              placeholder="output.txt"
              error={fileNamesError && !form.ioWriteFileName.trim() ? fileNamesError : undefined}
              value={form.ioWriteFileName}
              onChange={(event) => update({ ioWriteFileName: event.target.value })}
            />
          </div>
        )}
      </Panel>

      <Panel id={sectionId('cases')} title={t('form.section.cases')}>
        <SectionError field="cases" text={fieldText('cases')} />
        <CasesSection form={form} update={update} gid={gid} />
      </Panel>
    </>
  );
}

/** A section's error (its list as a whole: cases, checker, languages…), focusable as the first error. */
function SectionError({ field, text }: { field: ProblemField; text: string | undefined }) {
  if (!text) return null;
  return (
    <p id={fieldId(field)} tabIndex={-1} role="alert" className="text-sm text-error">
      {text}
    </p>
  );
}
