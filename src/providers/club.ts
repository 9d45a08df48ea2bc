import type { Api } from './api';
import type { ResourceMapping } from './resourceMapping';

/** A board function as the API codes it; labelled `club.functions.<function>`. */
export type BoardFunction =
  | 'voorzitter'
  | 'ondervoorzitter'
  | 'secretaris'
  | 'penningmeester'
  | 'bestuurslid';

/** A board member of `GET /BoardMembers?includeAddress=false`: name and contact from the member. */
export interface BoardMember {
  id: number;
  memberId: number;
  name: string;
  function: BoardFunction;
  email: string;
  phoneNumber: string;
  mobilePhoneNumber: string;
}

/** A useful link for staff (`GET /Links`). */
export interface Link {
  id: number;
  title: string;
  url: string;
}

/** `boardMembers` resource: getList → `GET /BoardMembers?includeAddress=false`, in display order. */
export const boardMembersMapping = (api: Api): ResourceMapping => ({
  getList: async () => {
    const data = await api.getArray<BoardMember>('/BoardMembers?includeAddress=false');
    return { data, total: data.length };
  },
});

/** `links` resource: getList → `GET /Links`, in display order. */
export const linksMapping = (api: Api): ResourceMapping => ({
  getList: async () => {
    const data = await api.getArray<Link>('/Links');
    return { data, total: data.length };
  },
});
