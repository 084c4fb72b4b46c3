import { Button } from '../../../components/ui/button';
import type { ButtonProps } from '../../../components/ui/button';
import { useUploads } from '../upload-context';

/** Opens the uploader. */
export function UploadVideoButton(props: Omit<ButtonProps, 'onClick' | 'children'>) {
  const { openUploader } = useUploads();
  return (
    <Button {...props} onClick={openUploader}>
      Upload video
    </Button>
  );
}
