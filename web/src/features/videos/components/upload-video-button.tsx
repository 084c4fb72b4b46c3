import { Button } from '@/components/ui/button';
import type { ButtonProps } from '@/components/ui/button';
import { useWorkspace } from '@/features/workspaces';
import { useUploads } from '../upload-context';

/**
 * Opens the uploader over the current page. Videos belong to a workspace, so without one the
 * button is disabled and says why, instead of doing nothing.
 */
export function UploadVideoButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { openUploader } = useUploads();
  const { current: workspace } = useWorkspace();
  return (
    <Button
      {...props}
      onClick={openUploader}
      disabled={props.disabled === true || !workspace}
      title={workspace ? props.title : 'Choose a workspace to upload videos'}
    >
      Upload video
    </Button>
  );
}
