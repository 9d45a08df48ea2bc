import type { BoardMember } from '../../server/src/schemas/boardMembers';
import type { Link } from '../../server/src/schemas/links';
import type { Api } from './api';
import { getWholeList } from './lists';
import type { ResourceMapping } from './resourceMapping';

/**
 * `boardMembers` resource: getList → `GET /BoardMembers?includeAddress=false`, in display order (the
 * function, e.g. `voorzitter`, is labelled `club.functions.<function>`).
 */
export const boardMembersMapping = (api: Api): ResourceMapping => ({
  getList: () => getWholeList<BoardMember>(api, '/BoardMembers?includeAddress=false'),
});

/** `links` resource: getList → `GET /Links`, in display order. */
export const linksMapping = (api: Api): ResourceMapping => ({
  getList: () => getWholeList<Link>(api, '/Links'),
});
