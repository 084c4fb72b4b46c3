import type { ConfirmRequest } from '@/components/ui/confirm-dialog';

/** The one question before a project is deleted, from its row or from its page. */
export function deleteProjectRequest(name: string, remove: () => Promise<unknown>): ConfirmRequest {
  return {
    title: 'Delete project?',
    name,
    consequence: 'Its canvases, videos and events stay. This cannot be undone.',
    confirmLabel: 'Delete project',
    failure: 'The project could not be deleted.',
    onConfirm: remove,
  };
}
