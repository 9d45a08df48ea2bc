import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import DownIcon from '@mui/icons-material/KeyboardArrowDown';
import UpIcon from '@mui/icons-material/KeyboardArrowUp';
import { Box, Button, Chip, FormHelperText, IconButton, Stack, Typography } from '@mui/material';
import { type ChangeEvent, useEffect, useState } from 'react';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import {
  canMoveImage,
  IMAGE_TYPES,
  type ImageEntry,
  imageKey,
  isReadableImage,
  moveImage,
  toNewImages,
} from './images';

/** The translation keys of the images input's texts; `moveUp`, `moveDown` and `remove` take `name`. */
export interface ImagesTexts {
  add: string;
  new: string;
  none: string;
  moveUp: string;
  moveDown: string;
  remove: string;
  helper: string;
}

/** The shared texts (`app.images.*`). */
export const IMAGES_TEXTS: ImagesTexts = {
  add: 'app.images.add',
  new: 'app.images.new',
  none: 'app.images.none',
  moveUp: 'app.images.move_up',
  moveDown: 'app.images.move_down',
  remove: 'app.images.remove',
  helper: 'app.images.helper',
};

/** What is said of chosen files that are no readable image (every form's), given their `name`s. */
const UNREADABLE = 'app.images.unreadable';

/**
 * A stored image by its thumbnail (a few dozen kB, where the original of a phone photo has several MB),
 * a new one by a temporary object URL (revoked when it goes).
 */
const Thumbnail = ({ image }: { image: ImageEntry }) => {
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    if (!image.file) return;
    const url = URL.createObjectURL(image.file);
    setObjectUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [image.file]);
  return (
    <Box
      component="img"
      src={image.thumbnailLocation ?? image.location ?? objectUrl}
      alt={image.name}
      sx={{ width: 96, height: 72, objectFit: 'cover', borderRadius: 1, bgcolor: 'action.hover' }}
    />
  );
};

const keep = (images: ImageEntry[] | null) => images ?? [];

export interface ImagesInputProps {
  /** Translation key of a legend over the list (the input is then a fieldset); none by default. */
  legend?: string;
  /**
   * The server keeps the stored images in the order sent and appends the new files after them, so a
   * move never crosses between the two; without it (adverts' `PUT …/images`) any image moves anywhere.
   */
  keptFirst?: boolean;
  /** Form check of the images, e.g. `validateImages`. */
  validate?: Validator;
  texts?: ImagesTexts;
}

/**
 * The images of a form (path `images`): thumbnails in display order, each movable up and down and
 * removable; "Add images" appends JPEG, PNG or WebP files once the browser has read each one as an
 * image — a file it cannot read is left out and named under the list. A refusal of the form check or of
 * the server (a file too large or not an image, by name) shows there too.
 */
export const ImagesInput = ({
  legend,
  keptFirst = false,
  validate,
  texts = IMAGES_TEXTS,
}: ImagesInputProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<ImageEntry[]>({
    source: 'images',
    validate,
    format: keep,
    parse: keep,
  });
  const [unreadable, setUnreadable] = useState<string[]>([]);
  const images: ImageEntry[] = field.value ?? [];
  const add = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again adds it again.
    event.target.value = '';
    if (files.length === 0) return;
    const readable = await Promise.all(files.map(isReadableImage));
    setUnreadable(files.filter((_file, index) => !readable[index]).map((file) => file.name));
    const added = files.filter((_file, index) => readable[index]);
    if (added.length > 0) field.onChange([...images, ...toNewImages(added)]);
  };
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const button = (index: number, step: -1 | 1) => {
    const label = translate(step < 0 ? texts.moveUp : texts.moveDown, { name: images[index]?.name });
    return (
      <IconButton
        aria-label={label}
        title={label}
        disabled={!canMoveImage(images, index, step, keptFirst)}
        onClick={() => field.onChange(moveImage(images, index, step, keptFirst))}
      >
        {step < 0 ? <UpIcon /> : <DownIcon />}
      </IconButton>
    );
  };
  return (
    <Box
      component={legend ? 'fieldset' : 'div'}
      sx={legend ? { border: 0, p: 0, m: 0, mb: 2, width: '100%' } : { width: '100%', mb: 2 }}
    >
      {legend && (
        <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
          {translate(legend)}
        </Typography>
      )}
      <Stack spacing={1} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {images.map((image, index) => (
          <Stack
            key={imageKey(image)}
            component="li"
            direction="row"
            spacing={2}
            sx={{ alignItems: 'center' }}
          >
            <Thumbnail image={image} />
            <Typography sx={{ flex: 1, wordBreak: 'break-all' }}>{image.name}</Typography>
            {image.file && <Chip size="small" label={translate(texts.new)} />}
            {button(index, -1)}
            {button(index, 1)}
            <IconButton
              aria-label={translate(texts.remove, { name: image.name })}
              title={translate(texts.remove, { name: image.name })}
              onClick={() => field.onChange(images.filter((other) => other !== image))}
            >
              <DeleteIcon />
            </IconButton>
          </Stack>
        ))}
      </Stack>
      {images.length === 0 && <Typography color="text.secondary">{translate(texts.none)}</Typography>}
      <Button component="label" startIcon={<AddPhotoIcon />} sx={{ mt: 1 }}>
        {translate(texts.add)}
        <input
          type="file"
          hidden
          multiple
          accept={IMAGE_TYPES.join(',')}
          onChange={add}
          aria-label={translate(texts.add)}
        />
      </Button>
      {unreadable.length > 0 && (
        <FormHelperText error role="alert">
          {translate(UNREADABLE, { name: unreadable.join(', '), smart_count: unreadable.length })}
        </FormHelperText>
      )}
      <FormHelperText error={error !== undefined}>
        <InputHelperText error={error} helperText={texts.helper} />
      </FormHelperText>
    </Box>
  );
};
