import type { CreditsDto, CritiqueInput, GivenList, OwnPhoto, RequestList, RequestPage } from '../../worker/contract/critiques';
import { keyOf } from '../../worker/routes/clients';
import { answer, api } from '../lib/api-client';
import { callStore, invalidateKeys, mutateCache, revalidateKeys, seedCache, storesByCall } from './query';

// /photo-critique. The page arrives with its view's first answers (worker/pages/route-table.ts
// names the same calls): one request, or the tab's list, and a member's credits.

export type RequestListName = 'public' | 'queue' | 'mine';
type Store<T> = ReturnType<typeof callStore<T>>;

const critiques = api.critiques;
const requests = critiques.requests;
const idParam = (id: number) => ({ param: { id: String(id) } });

export const requestListUrl = (list: RequestListName) => requests.$url({ query: { list } });
export const givenUrl = () => critiques.given.$url({ query: {} });
export const creditsUrl = () => critiques.credits.$url();
export const ownPhotosUrl = () => critiques.photos.$url();
export const requestUrl = (id: number) => requests[':id'].$url(idParam(id));

const listStores = storesByCall<Store<RequestList>>();
const pageStores = storesByCall<Store<RequestPage>>();

// A list's first page; the pages after it are asked for with the cursor each one ends on.
export const firstRequests = (list: RequestListName) =>
  listStores(requestListUrl(list), (url) => callStore(url, () => answer(requests.$get({ query: { list } }))));

export const moreRequests = (list: RequestListName, cursor: string): Promise<RequestList> =>
  answer(requests.$get({ query: { list, cursor } }));

export const $firstGiven = callStore<GivenList>(givenUrl(), () => answer(critiques.given.$get({ query: {} })));

export const moreGiven = (cursor: string): Promise<GivenList> => answer(critiques.given.$get({ query: { cursor } }));

export const $credits = callStore<CreditsDto>(creditsUrl(), () => answer(critiques.credits.$get()));

export const $ownPhotos = callStore<OwnPhoto[]>(ownPhotosUrl(), () => answer(critiques.photos.$get()));

export const requestPage = (id: number) =>
  pageStores(requestUrl(id), (url) => callStore(url, () => answer(requests[':id'].$get(idParam(id)))));

// Every view of a request shows it as the latest answer brought it.
function shown(page: RequestPage): RequestPage {
  mutateCache(keyOf(requestUrl(page.request.id)), page);
  return page;
}

const listKeys = (...lists: RequestListName[]) => lists.map((list) => keyOf(requestListUrl(list)));

// None of the changes below is retried: a second try after a lost answer would be refused
// (a credit already spent, a critique already given, a rating already made).

// Asking spends a credit; the new request's page is cached for the view that opens it.
export async function askForCritique(form: FormData): Promise<RequestPage> {
  const page = await answer(requests.$post(undefined, { init: { body: form } }));
  seedCache(keyOf(requestUrl(page.request.id)), page);
  invalidateKeys(listKeys('mine', 'public'));
  revalidateKeys(keyOf(creditsUrl()));
  return page;
}

export async function giveCritique(requestId: number, input: CritiqueInput): Promise<RequestPage> {
  const page = shown(await answer(requests[':id'].critiques.$post({ ...idParam(requestId), json: input })));
  invalidateKeys([...listKeys('queue', 'public', 'mine'), keyOf(givenUrl())]);
  return page;
}

export const rateCritique = async (critiqueId: number, helpfulness: number) =>
  shown(await answer(critiques[':id'].helpfulness.$post({ ...idParam(critiqueId), json: { helpfulness } })));

export const thankCritic = async (critiqueId: number) => shown(await answer(critiques[':id'].thanks.$post(idParam(critiqueId))));

export async function closeRequest(requestId: number): Promise<RequestPage> {
  const page = shown(await answer(requests[':id'].close.$post(idParam(requestId))));
  invalidateKeys(listKeys('mine', 'public'));
  return page;
}

export async function reviseRequest(requestId: number, photo: File): Promise<RequestPage> {
  const body = new FormData();
  body.append('photo', photo);
  return shown(await answer(requests[':id'].revision.$put(idParam(requestId), { init: { body } })));
}

export const reportCritique = (critiqueId: number, reason: string) =>
  answer(critiques[':id'].report.$post({ ...idParam(critiqueId), json: { reason } }));
