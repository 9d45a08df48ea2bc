import AddLocationIcon from '@mui/icons-material/AddLocationAlt';
import { Dialog, DialogActions, DialogTitle } from '@mui/material';
import { type FormEvent, useId, useState } from 'react';
import { Button, CreateBase, SaveButton, SimpleForm, useNotify, useTranslate } from 'react-admin';
import type { Location } from '../../../server/src/schemas/locations';
import { LocationInputs } from './LocationInputs';
import { NEW_LOCATION, toLocationPayload } from './locationModel';

/** Its own form's submit stays in the dialog: React passes events on through the portal to the form around it. */
const keepSubmitInside = (event: FormEvent) => event.stopPropagation();

/**
 * A "Nieuwe locatie" button that adds a location without leaving the form it sits in (the activity's):
 * a dialog with the location's inputs (LocationInputs; `POST /Locations`, an extension), which on
 * success says "Locatie aangemaakt", closes and hands the new location to `onCreated`. Cancel and
 * Escape close it, the form around it untouched.
 */
export const NewLocationButton = ({ onCreated }: { onCreated: (location: Location) => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const created = (location: Location) => {
    notify('resources.locations.notifications.created', { type: 'info', messageArgs: { smart_count: 1 } });
    setOpen(false);
    onCreated(location);
  };
  return (
    <>
      <Button label="resources.activities.place.newLocation" onClick={() => setOpen(true)}>
        <AddLocationIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="md">
        <DialogTitle id={titleId}>
          {translate('ra.page.create', { name: translate('resources.locations.name', { smart_count: 1 }) })}
        </DialogTitle>
        <div onSubmit={keepSubmitInside}>
          <CreateBase
            resource="locations"
            redirect={false}
            transform={toLocationPayload}
            mutationOptions={{ onSuccess: created }}
          >
            <SimpleForm
              record={NEW_LOCATION}
              toolbar={
                <DialogActions>
                  <Button label="ra.action.cancel" onClick={close} />
                  <SaveButton />
                </DialogActions>
              }
            >
              <LocationInputs />
            </SimpleForm>
          </CreateBase>
        </div>
      </Dialog>
    </>
  );
};
