import type { ProblemFormState } from '../../lib/problem-form';

export type FormPatch = Partial<ProblemFormState> | ((form: ProblemFormState) => Partial<ProblemFormState>);

export interface SectionProps {
  form: ProblemFormState;
  update: (patch: FormPatch) => void;
  /** The group a group problem is edited in: uploads, tags and compiles go through the group. */
  gid?: number;
}
