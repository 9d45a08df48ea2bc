import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { InputHelperText, required, useDataProvider, useInput, useTranslate } from 'react-admin';
import type { MemberSearchItem } from '../../server/src/schemas/members';
import type { ClubDataProvider } from '../providers/dataProvider';

/** Characters typed before the first search; a tribe number has at least two. */
const MIN_SEARCH = 2;
const SEARCH_DELAY_MS = 300;

const optionLabel = ({ name, tribeNumber }: MemberSearchItem) => `${name} (${tribeNumber})`;

/** `text` once it has not changed for {@link SEARCH_DELAY_MS}, so typing sends one search. */
const useSettled = (text: string) => {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
};

const keepValue = (value: MemberSearchItem | null) => value;
const validateRequired = required();

/**
 * The member of an advert or a vendor (form path `member`, sent as `memberId`): an autocomplete that searches
 * active members by name or tribe number with `POST /Members/search` (server-side, at most 20) and shows
 * "Name (tribe number)". Required.
 */
export const MemberPicker = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ClubDataProvider>();
  const { field, fieldState, isRequired, id } = useInput<MemberSearchItem | null>({
    source: 'member',
    validate: validateRequired,
    format: keepValue,
    parse: keepValue,
  });
  const [text, setText] = useState('');
  const search = useSettled(text.trim());
  const { data: found = [], isFetching } = useQuery({
    queryKey: ['members', 'search', search],
    queryFn: () => dataProvider.searchMembers(search),
    enabled: search.length >= MIN_SEARCH,
  });
  const value = field.value ?? null;
  const options = value && !found.some((member) => member.id === value.id) ? [value, ...found] : found;
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  return (
    <Autocomplete<MemberSearchItem>
      id={id}
      value={value}
      options={options}
      loading={isFetching}
      filterOptions={(shown) => shown}
      getOptionLabel={optionLabel}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_, member) => field.onChange(member)}
      // Only typing searches; choosing an option fills the box with its label, which is no search.
      onInputChange={(_, typed, reason) => setText(reason === 'input' ? typed : '')}
      onBlur={field.onBlur}
      noOptionsText={translate(
        search.length < MIN_SEARCH ? 'app.memberPicker.type_to_search' : 'app.memberPicker.none_found',
      )}
      loadingText={translate('ra.page.loading')}
      sx={{ width: '100%', maxWidth: 480 }}
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          label={translate('app.memberPicker.label')}
          // The asterisk only: a native `required` would let the browser block the submit with its own
          // bubble, before react-admin's translated message.
          InputLabelProps={{ ...params.InputLabelProps, required: isRequired }}
          error={error !== undefined}
          helperText={<InputHelperText error={error} helperText="app.memberPicker.helper" />}
          margin="dense"
        />
      )}
    />
  );
};
