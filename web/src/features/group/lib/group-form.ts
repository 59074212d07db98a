import {
  type CreateGroupRequest,
  GROUP_APPLY_REASON_MAX,
  GROUP_APPLY_REASON_MIN,
  GROUP_BRIEF_MAX,
  GROUP_BRIEF_MIN,
  GROUP_CODE_LENGTH,
  GROUP_DESCRIPTION_MAX,
  GROUP_DESCRIPTION_MIN,
  GROUP_NAME_MAX,
  GROUP_NAME_MIN,
  GROUP_SHORT_NAME_MAX,
  GROUP_SHORT_NAME_MIN,
  GroupAuth,
  type GroupDetail,
  type UpdateGroupRequest,
} from '@contract/group';

/** What the create dialog and the settings form edit (spec 3 §5 Group creation). */
export interface GroupFormState {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: GroupAuth;
  code: string;
  visible: boolean;
}

export type GroupFormField = 'name' | 'shortName' | 'brief' | 'code' | 'description';

/** A problem with one field: the key of its message in the `group` namespace and the values it names. */
export interface FieldError {
  key: string;
  values?: Record<string, number>;
}

export type GroupFormErrors = Partial<Record<GroupFormField, FieldError>>;

export const emptyGroupForm = (): GroupFormState => ({
  name: '',
  shortName: '',
  brief: '',
  description: '',
  auth: GroupAuth.PUBLIC,
  code: '',
  visible: true,
});

export const formFromGroup = (group: GroupDetail): GroupFormState => ({
  name: group.name,
  shortName: group.shortName,
  brief: group.brief,
  description: group.description ?? '',
  auth: group.auth,
  code: group.code ?? '',
  visible: group.visible,
});

/** Only protected and private groups have an invitation code. */
export const needsCode = (auth: GroupAuth) => auth !== GroupAuth.PUBLIC;

const bounded = (value: string, min: number, max: number): FieldError | undefined => {
  const length = value.trim().length;
  if (length === 0) return { key: 'form.errors.required' };
  if (length < min || length > max) return { key: 'form.errors.length', values: { min, max } };
  return undefined;
};

const codeError = (code: string): FieldError | undefined => {
  const length = code.trim().length;
  if (length === 0) return { key: 'form.errors.required' };
  if (length !== GROUP_CODE_LENGTH)
    return { key: 'form.errors.codeLength', values: { length: GROUP_CODE_LENGTH } };
  return undefined;
};

/** Spec 3 §5: every field required, with its length; the code only when the group is not public. */
export function validateGroupForm(form: GroupFormState): GroupFormErrors {
  const errors: GroupFormErrors = {
    name: bounded(form.name, GROUP_NAME_MIN, GROUP_NAME_MAX),
    shortName: bounded(form.shortName, GROUP_SHORT_NAME_MIN, GROUP_SHORT_NAME_MAX),
    brief: bounded(form.brief, GROUP_BRIEF_MIN, GROUP_BRIEF_MAX),
    code: needsCode(form.auth) ? codeError(form.code) : undefined,
    description: bounded(form.description, GROUP_DESCRIPTION_MIN, GROUP_DESCRIPTION_MAX),
  };
  for (const field of Object.keys(errors) as GroupFormField[]) if (!errors[field]) delete errors[field];
  return errors;
}

export const hasErrors = (errors: object) => Object.keys(errors).length > 0;

export function toCreateGroupRequest(form: GroupFormState): CreateGroupRequest {
  return {
    name: form.name.trim(),
    shortName: form.shortName.trim(),
    brief: form.brief.trim(),
    description: form.description.trim(),
    auth: form.auth,
    // A public group keeps no code (spec 3 §3).
    code: needsCode(form.auth) ? form.code.trim() : undefined,
    visible: form.visible,
  };
}

export const toUpdateGroupRequest = (gid: number, form: GroupFormState): UpdateGroupRequest => ({
  id: gid,
  ...toCreateGroupRequest(form),
});

export interface ApplicationState {
  code: string;
  reason: string;
}

export type ApplicationErrors = Partial<Record<keyof ApplicationState, FieldError>>;

/** Spec 3 §5 Group apply: the code for private groups, a reason of 5 to 100 characters unless public. */
export function validateApplication(auth: GroupAuth, application: ApplicationState): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (auth === GroupAuth.PRIVATE) {
    const code = codeError(application.code);
    if (code) errors.code = code;
  }
  if (auth !== GroupAuth.PUBLIC) {
    const reason = bounded(application.reason, GROUP_APPLY_REASON_MIN, GROUP_APPLY_REASON_MAX);
    if (reason) errors.reason = reason;
  }
  return errors;
}
