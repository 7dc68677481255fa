import { useId, useRef, type ChangeEvent } from 'react';
import Button from '@mui/material/Button';
import AddAPhotoOutlined from '@mui/icons-material/AddAPhotoOutlined';
import { visuallyHidden } from '../ui/visuallyHidden';

/**
 * "Add photos": on a phone or tablet the camera opens at once (capture="environment", the back
 * camera); at a desk a file is chosen. Several at a time. The chosen files go to `onPick`.
 */
export function PhotoPicker({
  label = 'Add photos',
  onPick,
  disabled = false,
}: {
  label?: string;
  onPick: (files: File[]) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same photo can be chosen again after a failed upload.
    event.target.value = '';
    if (files.length > 0) onPick(files);
  };
  return (
    <>
      <input
        ref={input}
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        disabled={disabled}
        onChange={picked}
        tabIndex={-1}
        aria-hidden
        style={visuallyHidden}
        data-testid="photo-capture"
      />
      <Button
        variant="contained"
        startIcon={<AddAPhotoOutlined />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
    </>
  );
}
