// The rows the browser calls, as call routes typed by their rows: the page sends and reads what
// the rows declare without loading the rows' schemas, since its BFF checks both ways.
import type { TypedRoute } from '../contract/endpoint';
import { endpointCallRoutes } from '../contract/endpoint-call-routes';
import type { Endpoints } from '../contract/endpoints';
import { ownCallRoutes } from '../contract/own-call-routes';
import type { OwnRoutes } from '../contract/own-routes';

export const endpoints: { readonly [Id in keyof Endpoints]: TypedRoute<Endpoints[Id]> } =
  endpointCallRoutes;

export const ownRoutes: { readonly [Id in keyof OwnRoutes]: TypedRoute<OwnRoutes[Id]> } =
  ownCallRoutes;
