import AddIcon from '@mui/icons-material/Add';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  type Theme,
  useMediaQuery,
} from '@mui/material';
import { createContext, type ReactElement, type ReactNode, useContext, useId, useState } from 'react';
import {
  Button,
  LinkBase,
  TopToolbar,
  useCanAccess,
  useCreatePath,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import type { To } from 'react-router-dom';

/** Set inside the collapsed menu: closes it; its {@link ListAction}s then render as menu items. */
const CloseMenuContext = createContext<(() => void) | null>(null);

/** Whether an action is rendered inside the collapsed "Acties" menu, and how to close that menu. */
export const useActionsMenu = () => useContext(CloseMenuContext);

/**
 * A list's actions (issue H, every width): from md up react-admin's TopToolbar with the buttons, wrapping
 * when they do not fit on one line; below md
 * one "Acties" icon button opening a menu of the same actions, so none is pushed off a narrow screen.
 * The menu stays mounted, so an action's dialog or download outlives the menu closing.
 */
export const ListActions = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const narrow = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  // A list with many actions (Lidgeld) wraps them onto a second line rather than past the edge.
  if (!narrow) return <TopToolbar sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>{children}</TopToolbar>;
  const close = () => setAnchor(null);
  return (
    <TopToolbar>
      <IconButton
        aria-label={translate('app.list.actions')}
        title={translate('app.list.actions')}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor !== null}
        color="primary"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={close} keepMounted>
        <CloseMenuContext.Provider value={close}>{children}</CloseMenuContext.Provider>
      </Menu>
    </TopToolbar>
  );
};

interface ListActionProps {
  /**
   * The react-admin action it performs (`create`, `import`, `export`, `list`…): it shows only for
   * whoever may (providers/access.ts), on the list's resource or `resource`.
   */
  action: string;
  resource?: string;
  /** Translation key of the action's text. */
  label: string;
  icon: ReactElement;
  /** A link to this path, or else `onClick`. */
  to?: To;
  onClick?: () => void;
  disabled?: boolean;
}

/**
 * One list action: a react-admin Button in the toolbar, a menu item in the collapsed menu; nothing for
 * someone who may not perform it.
 */
export const ListAction = ({ action, resource, label, icon, to, onClick, disabled }: ListActionProps) => {
  const translate = useTranslate();
  const closeMenu = useActionsMenu();
  const { canAccess } = useCanAccess({ action, resource });
  if (!canAccess) return null;
  if (!closeMenu)
    return to ? (
      <Button component={LinkBase} to={to} label={label} disabled={disabled}>
        {icon}
      </Button>
    ) : (
      <Button onClick={onClick} label={label} disabled={disabled}>
        {icon}
      </Button>
    );
  const choose = () => {
    closeMenu();
    onClick?.();
  };
  const content = (
    <>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </>
  );
  return to ? (
    <MenuItem component={LinkBase} to={to} onClick={choose} disabled={disabled}>
      {content}
    </MenuItem>
  ) : (
    <MenuItem onClick={choose} disabled={disabled}>
      {content}
    </MenuItem>
  );
};

/** "Aanmaken": the resource's create page, as a {@link ListAction}. */
export const CreateAction = () => {
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  return (
    <ListAction
      action="create"
      label="ra.action.create"
      icon={<AddIcon />}
      to={createPath({ resource, type: 'create' })}
    />
  );
};

/** The actions of a list whose one action is "Create". */
export const createOnlyActions = (
  <ListActions>
    <CreateAction />
  </ListActions>
);
