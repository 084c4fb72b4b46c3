import { useMatch } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { ButtonProps } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useWorkspace } from '@/features/workspaces';
import { useUploads } from '../upload-context';
import { uploadRefusal } from '../video-permissions';

type UploadButtonProps = Omit<ButtonProps, 'onClick' | 'children'>;

/**
 * Opens the uploader over the current page. Videos belong to a workspace, so without one the
 * button is disabled and says why. A role that cannot upload (the shared rights table) is not
 * offered the button at all; the Videos page says why instead (UploadVideoRefusal).
 */
export function UploadVideoAction(props: UploadButtonProps) {
  const { openUploader } = useUploads();
  const { current: workspace, role } = useWorkspace();
  if (workspace && uploadRefusal(role)) return null;
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

/** The header's shortcut: it steps aside on the Videos page, which has its own button. */
export function UploadVideoButton(props: UploadButtonProps) {
  const onVideosPage = useMatch(`${paths.workspace.path}/${paths.videos.path}/*`);
  if (onVideosPage) return null;
  return <UploadVideoAction {...props} />;
}

/** Why the current role cannot upload, for the Videos page; nothing when it can. */
export function UploadVideoRefusal({ className }: { className?: string }) {
  const { current: workspace, role } = useWorkspace();
  const refusal = workspace ? uploadRefusal(role) : null;
  return refusal ? <p className={className}>{refusal}</p> : null;
}
