/** The project form's values and their validation (mirrors firestore.rules limits). */
import type { ProjectStatus } from '@crewspace/common/models';
import type { ProjectInput } from './api/projects';

export const PROJECT_NAME_MAX = 120;
export const PROJECT_DESCRIPTION_MAX = 5000;

export interface ProjectFormValues {
  name: string;
  description: string;
  status: ProjectStatus;
  color: string;
  emoji: string;
  leadId: string;
  /** yyyy-mm-dd from a date input, or ''. */
  dueDate: string;
}

export type ProjectFormErrors = Partial<Record<keyof ProjectFormValues, string>>;

/** How the form names each field when it says someone else changed it. */
export const PROJECT_FIELD_LABELS: Readonly<Record<keyof ProjectInput, string>> = {
  name: 'Project name',
  description: 'Description',
  status: 'Status',
  color: 'Colour',
  emoji: 'Emoji',
  leadId: 'Lead',
  dueDate: 'Due date',
};

export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  name: '',
  description: '',
  status: 'active',
  color: '#4338ca',
  emoji: '',
  leadId: '',
  dueDate: '',
};

export function validateProjectForm(
  values: ProjectFormValues,
): { ok: true; input: ProjectInput } | { ok: false; errors: ProjectFormErrors } {
  const errors: ProjectFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Give the project a name.';
  else if (name.length > PROJECT_NAME_MAX)
    errors.name = `Use at most ${PROJECT_NAME_MAX} characters.`;
  if (values.description.length > PROJECT_DESCRIPTION_MAX)
    errors.description = `Use at most ${PROJECT_DESCRIPTION_MAX} characters.`;
  if (values.color && !/^#[0-9a-fA-F]{6}$/.test(values.color))
    errors.color = 'Use a colour like #4338ca.';
  if ([...values.emoji].length > 2) errors.emoji = 'Use a single emoji.';
  let dueDate: Date | null = null;
  if (values.dueDate) {
    const parsed = new Date(`${values.dueDate}T00:00:00`);
    if (Number.isNaN(parsed.getTime())) errors.dueDate = 'Use a valid date.';
    else dueDate = parsed;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name,
      description: values.description.trim(),
      status: values.status,
      color: values.color,
      emoji: values.emoji.trim(),
      leadId: values.leadId || null,
      dueDate,
    },
  };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The form's values for an existing project. */
export function toFormValues(project: ProjectInput): ProjectFormValues {
  const due = project.dueDate;
  return {
    name: project.name,
    description: project.description,
    status: project.status,
    color: project.color || EMPTY_PROJECT_FORM.color,
    emoji: project.emoji,
    leadId: project.leadId ?? '',
    dueDate: due ? `${due.getFullYear()}-${pad(due.getMonth() + 1)}-${pad(due.getDate())}` : '',
  };
}
