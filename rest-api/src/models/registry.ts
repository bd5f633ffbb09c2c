// Every model the API serves. A later model is one declaration here plus its routes.
import { admEntityModel, cityModel, placeModel, placeTypeModel, regionModel } from '../geography/model';
import { campaignModel, campaignProductModel, periodModel, periodProductModel, planModel } from '../campaigns/model';
import { productCategoryModel, productModel } from '../catalogue/model';
import { ticketModel } from '../tickets/model';
import { roleModel, userModel } from '../users/model';
import { auditLogModel } from '../audit/model';
import { Registry } from './definition';

export function createRegistry(): Registry {
  const registry = new Registry([
    roleModel,
    userModel,
    regionModel,
    admEntityModel,
    placeTypeModel,
    cityModel,
    placeModel,
    ticketModel,
    productCategoryModel,
    productModel,
    campaignModel,
    periodModel,
    planModel,
    campaignProductModel,
    periodProductModel,
    auditLogModel,
  ]);
  registry.validate();
  return registry;
}
