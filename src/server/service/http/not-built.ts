// A handler group that has not landed yet responds with the row's internal error, plainly.
import { failure } from '../../../contract/failure';
import { endpoints, type EndpointId } from '../../../contract/endpoints';

export const notBuilt = (id: EndpointId) => async (): Promise<never> => {
  throw failure(
    endpoints[id].envelope,
    'internal',
    `${id} is not built yet in the embedded service`,
  );
};
