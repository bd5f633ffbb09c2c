/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AuditRoute($where: AuditLogWhere, $orderBy: [AuditLogOrder!], $page: Int!, $pageSize: Int!) {\n    auditLog(where: $where, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        at\n        userId\n        userName\n        userRole\n        address\n        client\n        model\n        entityId\n        entityName\n        action\n        actionTitle\n        before\n        after\n        references {\n          field\n          id\n          model\n          name\n        }\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.AuditRouteDocument,
    "\n  mutation AuthSignIn($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      user {\n        ...SessionUser @unmask\n      }\n      ttl\n    }\n  }\n": typeof types.AuthSignInDocument,
    "\n  mutation AuthSignOut {\n    logout\n  }\n": typeof types.AuthSignOutDocument,
    "\n  mutation AuthRenewPassword($phone: String!) {\n    renewPassword(phone: $phone)\n  }\n": typeof types.AuthRenewPasswordDocument,
    "\n  query CampaignProducts($campaignId: Int!, $page: Int!, $pageSize: Int!) {\n    campaignProducts(campaignId: $campaignId, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        score\n        bonusScore\n        productId\n        product {\n          id\n          title\n          category {\n            id\n            score\n          }\n        }\n      }\n      total\n    }\n    available: productsOfCampaign(campaignId: $campaignId, inCampaign: false, pageSize: 1) {\n      total\n    }\n  }\n": typeof types.CampaignProductsDocument,
    "\n  query ProductsNotInCampaign($campaignId: Int!, $search: String, $pageSize: Int!) {\n    productsOfCampaign(campaignId: $campaignId, inCampaign: false, search: $search, pageSize: $pageSize) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": typeof types.ProductsNotInCampaignDocument,
    "\n  fragment CampaignProductRow_scores on CampaignProduct {\n    id\n    score\n    bonusScore\n  }\n": typeof types.CampaignProductRow_ScoresFragmentDoc,
    "\n  mutation AddCampaignProduct($input: CampaignProductInput!) {\n    createCampaignProduct(input: $input) {\n      ...CampaignProductRow_scores @unmask\n      productId\n    }\n  }\n": typeof types.AddCampaignProductDocument,
    "\n  mutation UpdateCampaignProduct($id: Int!, $input: CampaignProductPatch!) {\n    updateCampaignProduct(id: $id, input: $input) {\n      ...CampaignProductRow_scores @unmask\n    }\n  }\n": typeof types.UpdateCampaignProductDocument,
    "\n  mutation RemoveCampaignProduct($id: Int!) {\n    deleteCampaignProduct(id: $id)\n  }\n": typeof types.RemoveCampaignProductDocument,
    "\n  fragment CampaignPage_campaign on Campaign {\n    id\n    miniature {\n      url\n      thumb(width: 200)\n    }\n    title\n    shortTitle\n    description\n    isActive\n    taskNumber\n    ticketLifetime\n    rulesLink\n    guideLink\n    exclusions\n    matches\n    placeScoreLimit\n    ticketSalesLimit\n    userScoreLimit\n  }\n": typeof types.CampaignPage_CampaignFragmentDoc,
    "\n  query CampaignRoute($id: Int!) {\n    campaign(id: $id) {\n      ...CampaignPage_campaign @unmask\n      periods {\n        id\n        startDate\n        endDate\n        note\n        requiresRegistration\n      }\n    }\n  }\n": typeof types.CampaignRouteDocument,
    "\n  subscription CampaignLive($id: Int!) {\n    recordChanged(model: CAMPAIGN, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on Campaign {\n          ...CampaignPage_campaign\n        }\n      }\n    }\n  }\n": typeof types.CampaignLiveDocument,
    "\n  mutation CreateCampaign($input: CampaignInput!) {\n    createCampaign(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.CreateCampaignDocument,
    "\n  mutation UpdateCampaign($id: Int!, $input: CampaignPatch!) {\n    updateCampaign(id: $id, input: $input) {\n      ...CampaignPage_campaign\n      ...CampaignHistory_campaign\n    }\n  }\n": typeof types.UpdateCampaignDocument,
    "\n  mutation SetCampaignMiniature($id: Int!, $file: Upload) {\n    setCampaignMiniature(id: $id, file: $file) {\n      id\n    }\n  }\n": typeof types.SetCampaignMiniatureDocument,
    "\n  mutation DeleteCampaign($id: Int!) {\n    deleteCampaign(id: $id)\n  }\n": typeof types.DeleteCampaignDocument,
    "\n  query CampaignUsage($id: Int!) {\n    places(where: { campaignId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": typeof types.CampaignUsageDocument,
    "\n  query CampaignsRoute($where: CampaignWhere, $search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    campaigns(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n        shortTitle\n        isActive\n        taskNumber\n        ticketLifetime\n      }\n      total\n    }\n  }\n": typeof types.CampaignsRouteDocument,
    "\n  fragment CategoryEditor_category on ProductCategory {\n    id\n    title\n    score\n    recommendedPrice\n  }\n": typeof types.CategoryEditor_CategoryFragmentDoc,
    "\n  query ProductCategoryEditor($id: Int!) {\n    productCategory(id: $id) {\n      ...CategoryEditor_category @unmask\n    }\n  }\n": typeof types.ProductCategoryEditorDocument,
    "\n  mutation CreateProductCategory($input: ProductCategoryInput!) {\n    createProductCategory(input: $input) {\n      ...CategoryEditor_category @unmask\n    }\n  }\n": typeof types.CreateProductCategoryDocument,
    "\n  mutation UpdateProductCategory($id: Int!, $input: ProductCategoryPatch!) {\n    updateProductCategory(id: $id, input: $input) {\n      ...CategoryEditor_category @unmask\n    }\n  }\n": typeof types.UpdateProductCategoryDocument,
    "\n  mutation DeleteProductCategory($id: Int!) {\n    deleteProductCategory(id: $id)\n  }\n": typeof types.DeleteProductCategoryDocument,
    "\n  query ProductCategoryUsage($id: Int!) {\n    products(where: { categoryId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": typeof types.ProductCategoryUsageDocument,
    "\n  query CitiesRoute($where: CityWhere, $search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    cities(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        ...CityPage_city @unmask\n      }\n      total\n    }\n  }\n": typeof types.CitiesRouteDocument,
    "\n  fragment CityPage_city on City {\n    id\n    title\n    timeZone\n    region {\n      id\n      title\n    }\n    admEntity {\n      id\n      title\n    }\n    location {\n      lat\n      lng\n    }\n  }\n": typeof types.CityPage_CityFragmentDoc,
    "\n  query CityRoute($id: Int!) {\n    city(id: $id) {\n      ...CityPage_city @unmask\n    }\n  }\n": typeof types.CityRouteDocument,
    "\n  query CitySelectAdmEntities($search: String, $pageSize: Int!) {\n    admEntities(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": typeof types.CitySelectAdmEntitiesDocument,
    "\n  mutation CreateCity($input: CityInput!) {\n    createCity(input: $input) {\n      id\n      ...CityPage_city\n    }\n  }\n": typeof types.CreateCityDocument,
    "\n  mutation UpdateCity($id: Int!, $input: CityPatch!) {\n    updateCity(id: $id, input: $input) {\n      ...CityPage_city\n    }\n  }\n": typeof types.UpdateCityDocument,
    "\n  mutation DeleteCity($id: Int!) {\n    deleteCity(id: $id)\n  }\n": typeof types.DeleteCityDocument,
    "\n  query CityUsage($id: Int!) {\n    places(where: { cityId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": typeof types.CityUsageDocument,
    "\n  query RegionsRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    list: regions(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n": typeof types.RegionsRouteDocument,
    "\n  query RegionRoute($id: Int!) {\n    item: region(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.RegionRouteDocument,
    "\n  mutation CreateRegion($input: TitledInput!) {\n    saved: createRegion(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.CreateRegionDocument,
    "\n  mutation UpdateRegion($id: Int!, $input: TitledInput!) {\n    saved: updateRegion(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.UpdateRegionDocument,
    "\n  mutation DeleteRegion($id: Int!) {\n    removed: deleteRegion(id: $id)\n  }\n": typeof types.DeleteRegionDocument,
    "\n  query RegionUsage($id: Int!) {\n    usage: cities(where: { regionId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": typeof types.RegionUsageDocument,
    "\n  query AdmEntitiesRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    list: admEntities(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n": typeof types.AdmEntitiesRouteDocument,
    "\n  query AdmEntityRoute($id: Int!) {\n    item: admEntity(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.AdmEntityRouteDocument,
    "\n  mutation CreateAdmEntity($input: TitledInput!) {\n    saved: createAdmEntity(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.CreateAdmEntityDocument,
    "\n  mutation UpdateAdmEntity($id: Int!, $input: TitledInput!) {\n    saved: updateAdmEntity(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.UpdateAdmEntityDocument,
    "\n  mutation DeleteAdmEntity($id: Int!) {\n    removed: deleteAdmEntity(id: $id)\n  }\n": typeof types.DeleteAdmEntityDocument,
    "\n  query AdmEntityUsage($id: Int!) {\n    usage: cities(where: { admEntityId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": typeof types.AdmEntityUsageDocument,
    "\n  query PlaceTypesRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    list: placeTypes(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n": typeof types.PlaceTypesRouteDocument,
    "\n  query PlaceTypeEditor($id: Int!) {\n    item: placeType(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.PlaceTypeEditorDocument,
    "\n  mutation CreatePlaceType($input: TitledInput!) {\n    saved: createPlaceType(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.CreatePlaceTypeDocument,
    "\n  mutation UpdatePlaceType($id: Int!, $input: TitledInput!) {\n    saved: updatePlaceType(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.UpdatePlaceTypeDocument,
    "\n  mutation DeletePlaceType($id: Int!) {\n    removed: deletePlaceType(id: $id)\n  }\n": typeof types.DeletePlaceTypeDocument,
    "\n  query PlaceTypeUsage($id: Int!) {\n    usage: places(where: { placeTypeId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": typeof types.PlaceTypeUsageDocument,
    "\n  fragment CampaignHistory_campaign on Campaign {\n    id\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n": typeof types.CampaignHistory_CampaignFragmentDoc,
    "\n  fragment PeriodHistory_period on Period {\n    id\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n": typeof types.PeriodHistory_PeriodFragmentDoc,
    "\n  query CampaignHistory($id: Int!) {\n    campaign(id: $id) {\n      id\n      ...CampaignHistory_campaign\n    }\n  }\n": typeof types.CampaignHistoryDocument,
    "\n  query PeriodHistory($id: Int!) {\n    period(id: $id) {\n      id\n      ...PeriodHistory_period\n    }\n  }\n": typeof types.PeriodHistoryDocument,
    "\n  fragment PeriodPage_period on Period {\n    id\n    startDate\n    endDate\n    note\n    placeScoreLimit\n    ticketSalesLimit\n    userScoreLimit\n    requiresRegistration\n    campaignId\n  }\n": typeof types.PeriodPage_PeriodFragmentDoc,
    "\n  query PeriodRoute($campaignId: Int!, $periodId: Int!, $withPeriod: Boolean!) {\n    campaign(id: $campaignId) {\n      id\n      title\n      placeScoreLimit\n      ticketSalesLimit\n      userScoreLimit\n    }\n    period(id: $periodId) @include(if: $withPeriod) {\n      ...PeriodPage_period @unmask\n    }\n  }\n": typeof types.PeriodRouteDocument,
    "\n  subscription PeriodLive($id: Int!) {\n    recordChanged(model: PERIOD, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on Period {\n          ...PeriodPage_period\n        }\n      }\n    }\n  }\n": typeof types.PeriodLiveDocument,
    "\n  mutation CreatePeriod($input: PeriodInput!) {\n    createPeriod(input: $input) {\n      id\n      ...PeriodPage_period\n    }\n  }\n": typeof types.CreatePeriodDocument,
    "\n  mutation UpdatePeriod($id: Int!, $input: PeriodPatch!) {\n    updatePeriod(id: $id, input: $input) {\n      ...PeriodPage_period\n      ...PeriodHistory_period\n    }\n  }\n": typeof types.UpdatePeriodDocument,
    "\n  mutation DeletePeriod($id: Int!) {\n    deletePeriod(id: $id)\n  }\n": typeof types.DeletePeriodDocument,
    "\n  query PeriodProducts($campaignId: Int!, $periodId: Int!, $page: Int!, $pageSize: Int!) {\n    campaignProducts(campaignId: $campaignId, periodId: $periodId, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        score\n        bonusScore\n        productId\n        product {\n          id\n          title\n        }\n        periodProducts {\n          ...PeriodProductRow_scores @unmask\n        }\n      }\n      total\n    }\n  }\n": typeof types.PeriodProductsDocument,
    "\n  fragment PeriodProductRow_scores on PeriodProduct {\n    id\n    score\n    bonusScore\n    periodId\n  }\n": typeof types.PeriodProductRow_ScoresFragmentDoc,
    "\n  mutation CreatePeriodProduct($input: PeriodProductInput!) {\n    createPeriodProduct(input: $input) {\n      ...PeriodProductRow_scores @unmask\n    }\n  }\n": typeof types.CreatePeriodProductDocument,
    "\n  mutation UpdatePeriodProduct($id: Int!, $input: PeriodProductPatch!) {\n    updatePeriodProduct(id: $id, input: $input) {\n      ...PeriodProductRow_scores @unmask\n    }\n  }\n": typeof types.UpdatePeriodProductDocument,
    "\n  query PlansGridPlaces($where: PlaceWhere, $search: String, $page: Int!, $pageSize: Int!, $periodId: Int!) {\n    places(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        address\n        city {\n          id\n          title\n          regionName\n        }\n        plan(periodId: $periodId) {\n          id\n          plan\n          fact\n          placeId\n          periodId\n        }\n      }\n      total\n    }\n  }\n": typeof types.PlansGridPlacesDocument,
    "\n  query PlansGridRegionCities($regionId: Int!) {\n    cities(where: { regionId: { eq: $regionId } }, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.PlansGridRegionCitiesDocument,
    "\n  fragment PlansGrid_plan on Plan {\n    id\n    plan\n    fact\n    placeId\n    periodId\n  }\n": typeof types.PlansGrid_PlanFragmentDoc,
    "\n  mutation CreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      ...PlansGrid_plan @unmask\n    }\n  }\n": typeof types.CreatePlanDocument,
    "\n  mutation UpdatePlan($id: Int!, $input: PlanPatch!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlansGrid_plan @unmask\n    }\n  }\n": typeof types.UpdatePlanDocument,
    "\n  fragment ProductPage_product on Product {\n    id\n    title\n    shortTitle\n    recommendedPrice\n    matches\n    exclusions\n    category {\n      id\n      title\n      score\n      recommendedPrice\n    }\n  }\n": typeof types.ProductPage_ProductFragmentDoc,
    "\n  query ProductRoute($id: Int!) {\n    product(id: $id) {\n      ...ProductPage_product @unmask\n      image {\n        url\n        thumb(width: 200)\n      }\n    }\n  }\n": typeof types.ProductRouteDocument,
    "\n  query ProductCategoriesSearch($search: String, $pageSize: Int!) {\n    productCategories(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        score\n        recommendedPrice\n      }\n    }\n  }\n": typeof types.ProductCategoriesSearchDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...ProductPage_product @unmask\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: Int!, $input: ProductPatch!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductPage_product @unmask\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation SetProductImage($id: Int!, $file: Upload) {\n    setProductImage(id: $id, file: $file) {\n      id\n    }\n  }\n": typeof types.SetProductImageDocument,
    "\n  mutation DeleteProduct($id: Int!) {\n    deleteProduct(id: $id)\n  }\n": typeof types.DeleteProductDocument,
    "\n  query ProductsRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    products(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        ...ProductPage_product @unmask\n      }\n      total\n    }\n    productCategories(pageSize: 100, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        score\n        recommendedPrice\n      }\n      total\n    }\n  }\n": typeof types.ProductsRouteDocument,
    "\n  query CitySelectRegions($search: String, $pageSize: Int!) {\n    regions(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": typeof types.CitySelectRegionsDocument,
    "\n  fragment ConversationList_conversation on Conversation {\n    roomName\n    userId\n    hasNewMessage\n    user {\n      id\n      name\n      surname\n      phone\n      place {\n        id\n        title\n      }\n      city {\n        id\n        title\n      }\n    }\n    lastMessage {\n      id\n      text\n      createdAt\n      file {\n        path\n      }\n    }\n  }\n": typeof types.ConversationList_ConversationFragmentDoc,
    "\n  fragment MessageBubble_message on Message {\n    id\n    text\n    createdAt\n    saw\n    senderId\n    sender {\n      id\n      name\n      surname\n      phone\n    }\n    ticketId\n    file {\n      path\n      mime\n      name\n      url\n      thumb(width: 240)\n    }\n  }\n": typeof types.MessageBubble_MessageFragmentDoc,
    "\n  query MessengerRoute($search: String, $order: ConversationOrder, $page: Int!, $pageSize: Int!) {\n    conversations(search: $search, order: $order, page: $page, pageSize: $pageSize) {\n      items {\n        roomName\n        hasNewMessage\n        user {\n          id\n          name\n          surname\n          phone\n        }\n        lastMessage {\n          id\n          createdAt\n        }\n        ...ConversationList_conversation\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.MessengerRouteDocument,
    "\n  subscription ConversationUpdatedLive {\n    conversationUpdated {\n      roomName\n      hasNewMessage\n      lastMessage {\n        id\n        createdAt\n      }\n      ...ConversationList_conversation\n    }\n  }\n": typeof types.ConversationUpdatedLiveDocument,
    "\n  query RoomMessages($room: String!, $limit: Int!, $before: DateTime) {\n    roomMessages(room: $room, limit: $limit, before: $before) {\n      items {\n        id\n        createdAt\n        senderId\n        ...MessageBubble_message\n      }\n      rest\n    }\n  }\n": typeof types.RoomMessagesDocument,
    "\n  subscription RoomMessageAdded($room: String!) {\n    messageAdded(room: $room) {\n      id\n      createdAt\n      senderId\n      ...MessageBubble_message\n    }\n  }\n": typeof types.RoomMessageAddedDocument,
    "\n  mutation SendRoomMessage($room: String!, $text: String, $file: FileInput) {\n    sendRoomMessage(room: $room, text: $text, file: $file) {\n      id\n      createdAt\n      senderId\n      ...MessageBubble_message\n    }\n  }\n": typeof types.SendRoomMessageDocument,
    "\n  mutation MarkConversationRead($room: String!) {\n    markConversationRead(room: $room)\n  }\n": typeof types.MarkConversationReadDocument,
    "\n  query PersonDeviceCount($userId: Int!) {\n    deviceCount(scope: { userId: $userId })\n  }\n": typeof types.PersonDeviceCountDocument,
    "\n  mutation SendDeviceCommand($event: String!, $payload: JSON, $userId: Int!) {\n    sendDeviceCommand(event: $event, payload: $payload, scope: { userId: $userId })\n  }\n": typeof types.SendDeviceCommandDocument,
    "\n  mutation InviteRegionalManager($input: InviteInput!) {\n    inviteRegionalManager(input: $input) {\n      user {\n        id\n      }\n      code\n    }\n  }\n": typeof types.InviteRegionalManagerDocument,
    "\n  mutation InviteSalesMan($input: InviteInput!) {\n    inviteSalesMan(input: $input) {\n      user {\n        id\n      }\n      code\n    }\n  }\n": typeof types.InviteSalesManDocument,
    "\n  mutation InviteVendor($input: VendorInviteInput!) {\n    inviteVendor(input: $input) {\n      user {\n        id\n      }\n      code\n    }\n  }\n": typeof types.InviteVendorDocument,
    "\n  mutation InviteSetPlace($userId: Int!, $placeId: Int!) {\n    setUserPlace(userId: $userId, placeId: $placeId) {\n      id\n      placeId\n      placeIds\n    }\n  }\n": typeof types.InviteSetPlaceDocument,
    "\n  mutation PeopleBulkAction($action: PersonBulkAction!, $ids: [Int!]!) {\n    bulkPeople(action: $action, ids: $ids) {\n      ...BulkOutcome @unmask\n    }\n  }\n": typeof types.PeopleBulkActionDocument,
    "\n  mutation PeopleUndoBlock($ids: [Int!]!) {\n    undo(action: PERSON_BLOCK, ids: $ids) {\n      ...BulkOutcome @unmask\n    }\n  }\n": typeof types.PeopleUndoBlockDocument,
    "\n  fragment PeopleList_person on User {\n    ...UserCard @unmask\n    city {\n      id\n      title\n    }\n  }\n": typeof types.PeopleList_PersonFragmentDoc,
    "\n  query PeopleRoute($where: UserWhere, $search: String, $orderBy: [UserOrder!], $page: Int!, $pageSize: Int!, $vendors: Boolean!) {\n    users(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) @skip(if: $vendors) {\n      items {\n        ...PeopleList_person @unmask\n      }\n      total\n      page\n      pageSize\n    }\n    vendors(withOnline: true, where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) @include(if: $vendors) {\n      items {\n        ...PeopleList_person @unmask\n        place {\n          id\n          title\n        }\n        online\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.PeopleRouteDocument,
    "\n  mutation UpdateUser($id: Int!, $input: UserPatch!, $expectedUpdatedAt: DateTime) {\n    updateUser(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...PersonPage_user\n      cityId\n      city {\n        id\n        title\n      }\n      cities {\n        id\n        title\n      }\n      history(pageSize: 50) {\n        items {\n          ...AuditHistory_entry @unmask\n        }\n      }\n    }\n  }\n": typeof types.UpdateUserDocument,
    "\n  fragment PersonPage_user on User {\n    ...UserCard @unmask\n    middleName\n    avatar {\n      url\n      thumb(width: 200)\n    }\n    cityIds\n    placeId\n    score\n    pendingScore\n    can {\n      update\n      assignPlaces\n    }\n    updatedAt\n  }\n": typeof types.PersonPage_UserFragmentDoc,
    "\n  subscription PersonLive($id: Int!) {\n    recordChanged(model: USER, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on User {\n          ...PersonPage_user\n        }\n      }\n    }\n  }\n": typeof types.PersonLiveDocument,
    "\n  query PersonRoute($id: Int!, $withTickets: Boolean!, $withCities: Boolean!) {\n    user(id: $id) {\n      ...PersonPage_user @unmask\n      cities @include(if: $withCities) {\n        id\n        title\n      }\n    }\n    tickets(where: { userId: { eq: $id } }, pageSize: 12, orderBy: [{ field: dateTime, direction: DESC }]) @include(if: $withTickets) {\n      items {\n        ...PersonTickets_ticket @unmask\n      }\n    }\n  }\n": typeof types.PersonRouteDocument,
    "\n  query PersonHistory($id: Int!) {\n    user(id: $id) {\n      id\n      history(pageSize: 50) {\n        items {\n          ...AuditHistory_entry @unmask\n        }\n      }\n    }\n  }\n": typeof types.PersonHistoryDocument,
    "\n  query PersonCrumbPlace($id: Int!) {\n    place(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.PersonCrumbPlaceDocument,
    "\n  fragment RecentTickets_ticket on Ticket {\n    id\n    dateTime\n    totalSum\n    score\n    status\n    statusCode\n    statusTitle\n  }\n": typeof types.RecentTickets_TicketFragmentDoc,
    "\n  fragment PersonTickets_ticket on Ticket {\n    ...RecentTickets_ticket @unmask\n    place {\n      id\n      title\n    }\n  }\n": typeof types.PersonTickets_TicketFragmentDoc,
    "\n  query PlaceAssignment($userId: Int!, $placeId: Int!) {\n    placeAssignment(userId: $userId, placeId: $placeId) {\n      rule\n      places\n      assigned\n      city {\n        id\n        title\n      }\n    }\n  }\n": typeof types.PlaceAssignmentDocument,
    "\n  mutation UndoUnassignPlace($userId: Int!, $placeId: Int!) {\n    undo(action: PERSON_UNASSIGN_PLACE, ids: [$userId], placeId: $placeId) {\n      failed\n      results {\n        id\n        ok\n        message\n      }\n    }\n  }\n": typeof types.UndoUnassignPlaceDocument,
    "\n  query PlaceUsage($id: Int!) {\n    tickets(where: { placeId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": typeof types.PlaceUsageDocument,
    "\n  mutation DeletePlace($id: Int!) {\n    deletePlace(id: $id)\n  }\n": typeof types.DeletePlaceDocument,
    "\n  mutation CreatePlace($input: PlaceInput!) {\n    createPlace(input: $input) {\n      id\n      title\n    }\n  }\n": typeof types.CreatePlaceDocument,
    "\n  mutation UpdatePlace($id: Int!, $input: PlacePatch!, $expectedUpdatedAt: DateTime) {\n    updatePlace(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...PlacePage_place @unmask\n    }\n  }\n": typeof types.UpdatePlaceDocument,
    "\n  fragment PlacePage_place on Place {\n    id\n    title\n    description\n    address\n    inn\n    internalId\n    cityId\n    city {\n      id\n      title\n    }\n    placeTypeId\n    placeType {\n      id\n      title\n    }\n    campaignId\n    campaign {\n      id\n      title\n    }\n    distributingFacilityId\n    blocked\n    image {\n      url\n      thumb(width: 500)\n    }\n    location {\n      lat\n      lng\n    }\n    can {\n      update\n      assign\n      invite\n    }\n    updatedAt\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n": typeof types.PlacePage_PlaceFragmentDoc,
    "\n  subscription PlaceLive($id: Int!) {\n    recordChanged(model: PLACE, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on Place {\n          ...PlacePage_place\n        }\n      }\n    }\n  }\n": typeof types.PlaceLiveDocument,
    "\n  query PlaceRoute($id: Int!) {\n    place(id: $id) {\n      ...PlacePage_place @unmask\n      users {\n        ...PlacePeople_person @unmask\n      }\n      regionalManagers {\n        ...PlacePeople_person @unmask\n      }\n    }\n  }\n": typeof types.PlaceRouteDocument,
    "\n  query PlaceCrumbPerson($id: Int!) {\n    user(id: $id) {\n      id\n      name\n      surname\n      phone\n    }\n  }\n": typeof types.PlaceCrumbPersonDocument,
    "\n  fragment PlacePeople_person on User {\n    id\n    name\n    surname\n    phone\n    roleName\n    status\n  }\n": typeof types.PlacePeople_PersonFragmentDoc,
    "\n  mutation AssignToPlace($placeId: Int!, $userId: Int!, $role: PlaceRole!) {\n    assignToPlace(placeId: $placeId, userId: $userId, role: $role) {\n      id\n      users {\n        ...PlacePeople_person @unmask\n      }\n      regionalManagers {\n        ...PlacePeople_person @unmask\n      }\n    }\n  }\n": typeof types.AssignToPlaceDocument,
    "\n  mutation UnassignFromPlace($placeId: Int!, $userId: Int!, $role: PlaceRole!) {\n    unassignFromPlace(placeId: $placeId, userId: $userId, role: $role) {\n      id\n      users {\n        ...PlacePeople_person @unmask\n      }\n      regionalManagers {\n        ...PlacePeople_person @unmask\n      }\n    }\n  }\n": typeof types.UnassignFromPlaceDocument,
    "\n  mutation InviteToPlace($phone: String!, $roleName: PlaceRole!, $placeId: Int!) {\n    inviteToPlace(phone: $phone, roleName: $roleName, placeId: $placeId) {\n      user {\n        id\n      }\n      code\n    }\n  }\n": typeof types.InviteToPlaceDocument,
    "\n  query PlaceTickets($id: Int!) {\n    tickets(where: { placeId: { eq: $id } }, pageSize: 12, orderBy: [{ field: dateTime, direction: DESC }]) {\n      items {\n        ...RecentTickets_ticket @unmask\n        user {\n          id\n          name\n          surname\n          phone\n        }\n      }\n      total\n    }\n  }\n": typeof types.PlaceTicketsDocument,
    "\n  query PersonPlaces($userId: Int!, $inSearch: String, $inPage: Int!, $outSearch: String, $outPage: Int!, $pageSize: Int!) {\n    assigned: placesOfUser(userId: $userId, assigned: true, search: $inSearch, page: $inPage, pageSize: $pageSize) {\n      items {\n        id\n        title\n        address\n      }\n      total\n    }\n    notAssigned: placesOfUser(userId: $userId, assigned: false, search: $outSearch, page: $outPage, pageSize: $pageSize) {\n      items {\n        id\n        title\n        address\n      }\n      total\n    }\n  }\n": typeof types.PersonPlacesDocument,
    "\n  fragment PlacesOfUser_assigned on User {\n    id\n    placeId\n    placeIds\n    # A regional manager's places come with their cities: the profile's 'Города' follow.\n    cityIds\n    cities {\n      id\n      title\n    }\n  }\n": typeof types.PlacesOfUser_AssignedFragmentDoc,
    "\n  mutation AddUserPlace($userId: Int!, $placeId: Int!) {\n    addUserPlace(userId: $userId, placeId: $placeId) {\n      ...PlacesOfUser_assigned @unmask\n    }\n  }\n": typeof types.AddUserPlaceDocument,
    "\n  mutation RemoveUserPlace($userId: Int!, $placeId: Int!) {\n    removeUserPlace(userId: $userId, placeId: $placeId) {\n      ...PlacesOfUser_assigned @unmask\n    }\n  }\n": typeof types.RemoveUserPlaceDocument,
    "\n  mutation SetUserPlace($userId: Int!, $placeId: Int!) {\n    setUserPlace(userId: $userId, placeId: $placeId) {\n      id\n      placeId\n      placeIds\n      place {\n        id\n        title\n      }\n    }\n  }\n": typeof types.SetUserPlaceDocument,
    "\n  mutation ResetUserPlace($userId: Int!) {\n    resetUserPlace(userId: $userId) {\n      id\n      placeId\n      placeIds\n      place {\n        id\n        title\n      }\n    }\n  }\n": typeof types.ResetUserPlaceDocument,
    "\n  query PlacesRegionCities($regionId: Int!) {\n    cities(where: { regionId: { eq: $regionId } }, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n": typeof types.PlacesRegionCitiesDocument,
    "\n  query PlacesRoute($where: PlaceWhere, $search: String, $orderBy: [PlaceOrder!], $page: Int!, $pageSize: Int!) {\n    places(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        title\n        address\n        internalId\n        inn\n        blocked\n        city {\n          id\n          title\n        }\n        placeType {\n          id\n          title\n        }\n        campaign {\n          id\n          title\n        }\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.PlacesRouteDocument,
    "\n  fragment ApiTokensSection_token on ApiToken {\n    id\n    name\n    readOnly\n    createdAt\n    expiresAt\n  }\n": typeof types.ApiTokensSection_TokenFragmentDoc,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        ...ApiTokensSection_token @unmask\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query ProfileRoute {\n    me {\n      id\n      ...SessionUser\n    }\n    apiTokens {\n      id\n      ...ApiTokensSection_token\n    }\n  }\n": typeof types.ProfileRouteDocument,
    "\n  query ReportTicketStats($groupBy: [TicketStatsKey!], $filter: ReportFilter, $limit: Int) {\n    ticketStats(groupBy: $groupBy, filter: $filter, limit: $limit) {\n      groupBy\n      groups {\n        key {\n          status\n          statusCode\n          day\n          regionId\n          region {\n            id\n            title\n          }\n          cityId\n          city {\n            id\n            title\n          }\n          placeId\n          place {\n            id\n            title\n            address\n          }\n          userId\n          user {\n            id\n            name\n            surname\n            phone\n          }\n          productId\n          product {\n            id\n            title\n          }\n        }\n        count\n        totalSum\n        score\n        units\n      }\n      totals {\n        count\n        totalSum\n        score\n        units\n      }\n    }\n  }\n": typeof types.ReportTicketStatsDocument,
    "\n  query ReportPlanFactPage($filter: ReportFilter, $page: Int!, $pageSize: Int!) {\n    planFactPage(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        planId\n        placeId\n        place {\n          id\n          title\n          address\n        }\n        periodId\n        period {\n          id\n          startDate\n          endDate\n        }\n        plan\n        fact\n        percent\n        tickets\n        score\n      }\n    }\n  }\n": typeof types.ReportPlanFactPageDocument,
    "\n  query ReportActivity($by: ActivitySubject!, $filter: ReportFilter, $limit: Int) {\n    activity(by: $by, filter: $filter, limit: $limit) {\n      userId\n      user {\n        id\n        name\n        surname\n        phone\n      }\n      tickets\n      score\n      activePlaces\n      places\n      lastUpload\n    }\n  }\n": typeof types.ReportActivityDocument,
    "\n  subscription ProcessorStatusLive {\n    autoProcessorStatus\n  }\n": typeof types.ProcessorStatusLiveDocument,
    "\n  fragment ProcessorHourRecord on AutoProcessorHourRecord {\n    hour\n    processed\n    rejected\n    delayed\n    manual\n    failed\n  }\n": typeof types.ProcessorHourRecordFragmentDoc,
    "\n  subscription ProcessorHistoryRecordLive {\n    autoProcessorHistoryRecord {\n      ...ProcessorHourRecord @unmask\n    }\n  }\n": typeof types.ProcessorHistoryRecordLiveDocument,
    "\n  subscription TicketCountersLive {\n    ticketCounters {\n      status\n      statusCode\n      count\n    }\n  }\n": typeof types.TicketCountersLiveDocument,
    "\n  fragment ProcessorPanel_processor on AutoProcessor {\n    status\n    history {\n      ...ProcessorHourRecord @unmask\n    }\n    counters {\n      status\n      statusCode\n      count\n    }\n  }\n": typeof types.ProcessorPanel_ProcessorFragmentDoc,
    "\n  mutation ProcessorStart {\n    startAutoProcessing\n  }\n": typeof types.ProcessorStartDocument,
    "\n  mutation ProcessorStop {\n    stopAutoProcessing\n  }\n": typeof types.ProcessorStopDocument,
    "\n  query TicketsQueue($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.TicketsQueueDocument,
    "\n  fragment TicketActions_ticket on Ticket {\n    id\n    actions\n  }\n": typeof types.TicketActions_TicketFragmentDoc,
    "\n  mutation TicketReject($id: Int!, $reason: String) {\n    rejectTicket(id: $id, reason: $reason) {\n      id\n      ...TicketActions_ticket\n      ...TicketStatusCard_ticket\n      ...TicketTransactionsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n": typeof types.TicketRejectDocument,
    "\n  mutation TicketScore($id: Int!, $score: Int!) {\n    scoreTicket(id: $id, score: $score) {\n      id\n      ...TicketActions_ticket\n      ...TicketStatusCard_ticket\n      ...TicketTransactionsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n": typeof types.TicketScoreDocument,
    "\n  mutation TicketProcess($id: Int!) {\n    processTicket(id: $id) {\n      id\n      ...TicketActions_ticket\n      ...TicketStatusCard_ticket\n      ...TicketItemsCard_ticket\n      ...TicketTransactionsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n": typeof types.TicketProcessDocument,
    "\n  fragment TicketChat_message on Message {\n    id\n    text\n    createdAt\n    senderId\n    sender {\n      id\n      name\n      surname\n      phone\n    }\n    saw\n    file {\n      path\n      name\n      url\n      mime\n      thumb(width: 200)\n    }\n  }\n": typeof types.TicketChat_MessageFragmentDoc,
    "\n  fragment TicketChat_ticket on Ticket {\n    id\n    userId\n    messages(page: 1, pageSize: 12) {\n      items {\n        id\n        ...TicketChat_message @unmask\n      }\n      total\n      page\n    }\n  }\n": typeof types.TicketChat_TicketFragmentDoc,
    "\n  query TicketChat($ticketId: Int!, $page: Int!) {\n    ticket(id: $ticketId) {\n      id\n      messages(page: $page, pageSize: 12) {\n        items {\n          id\n          ...TicketChat_message @unmask\n        }\n        total\n        page\n      }\n    }\n  }\n": typeof types.TicketChatDocument,
    "\n  subscription TicketMessageAdded($ticketId: Int!) {\n    ticketMessageAdded(ticketId: $ticketId) {\n      id\n      ...TicketChat_message @unmask\n    }\n  }\n": typeof types.TicketMessageAddedDocument,
    "\n  mutation TicketChatSend($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      ...TicketChat_message @unmask\n    }\n  }\n": typeof types.TicketChatSendDocument,
    "\n  query TicketEditorProducts($search: String, $pageSize: Int!) {\n    products(search: $search, pageSize: $pageSize) {\n      items {\n        id\n        ...TicketEditor_product @unmask\n      }\n    }\n  }\n": typeof types.TicketEditorProductsDocument,
    "\n  query TicketEditPreview($id: Int!, $input: TicketEditInput!) {\n    ticketEditPreview(id: $id, input: $input) {\n      totalSum\n      score\n      items {\n        productId\n        productTitle\n        score\n        outsideCampaign\n        scoreSource\n        scoreCategory\n      }\n    }\n  }\n": typeof types.TicketEditPreviewDocument,
    "\n  fragment TicketEditor_ticket on Ticket {\n    id\n    userId\n    dateTime\n    fiscalDriveNumber\n    fiscalDocumentNumber\n    fiscalSign\n    kktRegId\n    userInn\n    operator\n    ofd\n    items {\n      name\n      price\n      quantity\n      productId\n    }\n  }\n": typeof types.TicketEditor_TicketFragmentDoc,
    "\n  fragment TicketEditor_product on Product {\n    id\n    title\n    recommendedPrice\n    category {\n      id\n      score\n      recommendedPrice\n    }\n  }\n": typeof types.TicketEditor_ProductFragmentDoc,
    "\n  query TicketEditorLineProducts($ids: [Int!]!) {\n    products(where: { id: { in: $ids } }, pageSize: 100) {\n      items {\n        id\n        ...TicketEditor_product @unmask\n      }\n    }\n  }\n": typeof types.TicketEditorLineProductsDocument,
    "\n  mutation TicketEdit($id: Int!, $input: TicketEditInput!) {\n    editTicket(id: $id, input: $input) {\n      id\n      ...TicketEditor_ticket\n      ...TicketStatusCard_ticket\n      ...TicketReceiptCard_ticket\n      ...TicketItemsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n": typeof types.TicketEditDocument,
    "\n  fragment TicketHistory_ticket on Ticket {\n    id\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n": typeof types.TicketHistory_TicketFragmentDoc,
    "\n  query TicketHistory($id: Int!) {\n    ticket(id: $id) {\n      id\n      ...TicketHistory_ticket\n    }\n  }\n": typeof types.TicketHistoryDocument,
    "\n  fragment TicketItemsCard_ticket on Ticket {\n    id\n    items {\n      name\n      price\n      quantity\n      sum\n      productId\n      product {\n        id\n        title\n      }\n    }\n  }\n": typeof types.TicketItemsCard_TicketFragmentDoc,
    "\n  subscription TicketLive($id: Int!) {\n    recordChanged(model: TICKET, id: $id) {\n      model\n      id\n      actorId\n      actorName\n      at\n      record {\n        ... on Ticket {\n          ...TicketPage_ticket\n          ...TicketHistory_ticket\n        }\n      }\n    }\n  }\n": typeof types.TicketLiveDocument,
    "\n  subscription TicketPresence($id: Int!, $clientId: String!) {\n    ticketPresence(id: $id, clientId: $clientId) {\n      ticketId\n      viewers {\n        id\n        name\n        roleName\n      }\n      editor {\n        user {\n          id\n          name\n          roleName\n        }\n        mine\n        expiresAt\n      }\n      takenOverBy {\n        id\n        name\n        roleName\n      }\n    }\n  }\n": typeof types.TicketPresenceDocument,
    "\n  mutation TicketLock($id: Int!, $clientId: String!, $takeOver: Boolean) {\n    lockTicket(id: $id, clientId: $clientId, takeOver: $takeOver) {\n      acquired\n      presence {\n        editor {\n          user {\n            id\n            name\n            roleName\n          }\n          mine\n        }\n      }\n    }\n  }\n": typeof types.TicketLockDocument,
    "\n  mutation TicketUnlock($id: Int!, $clientId: String!) {\n    unlockTicket(id: $id, clientId: $clientId) {\n      ticketId\n    }\n  }\n": typeof types.TicketUnlockDocument,
    "\n  fragment TicketPage_ticket on Ticket {\n    id\n    userId\n    status\n    ...TicketActions_ticket\n    ...TicketEditor_ticket\n    ...TicketStatusCard_ticket\n    ...TicketReceiptCard_ticket\n    ...TicketPeopleCard_ticket\n    ...TicketItemsCard_ticket\n    ...TicketPhotosCard_ticket\n    ...TicketTransactionsCard_ticket\n  }\n": typeof types.TicketPage_TicketFragmentDoc,
    "\n  query TicketRoute($id: Int!) {\n    ticket(id: $id) {\n      ...TicketPage_ticket @unmask\n      ...TicketChat_ticket\n    }\n  }\n": typeof types.TicketRouteDocument,
    "\n  fragment TicketPeopleCard_ticket on Ticket {\n    id\n    user {\n      id\n      name\n      surname\n      phone\n      roleName\n    }\n    place {\n      id\n      title\n      address\n    }\n    campaign {\n      id\n      title\n    }\n    period {\n      id\n      startDate\n      endDate\n    }\n    plan {\n      id\n      plan\n      fact\n    }\n  }\n": typeof types.TicketPeopleCard_TicketFragmentDoc,
    "\n  fragment TicketPhotosCard_ticket on Ticket {\n    id\n    photos {\n      path\n      url\n      mime\n      thumb(width: 500)\n    }\n  }\n": typeof types.TicketPhotosCard_TicketFragmentDoc,
    "\n  fragment TicketReceiptCard_ticket on Ticket {\n    id\n    dateTime\n    createdAt\n    totalSum\n    cashTotalSum\n    nds10\n    nds18\n    fiscalDriveNumber\n    fiscalDocumentNumber\n    fiscalSign\n    kktRegId\n    userInn\n    operator\n    ofd\n    shiftNumber\n    qr\n    operationType\n    platform\n    appVersion\n  }\n": typeof types.TicketReceiptCard_TicketFragmentDoc,
    "\n  fragment TicketStatusCard_ticket on Ticket {\n    id\n    status\n    statusCode\n    statusTitle\n    statusDescription\n    score\n    planSales\n    bonusSales\n    scoredItems\n    totalSales\n  }\n": typeof types.TicketStatusCard_TicketFragmentDoc,
    "\n  fragment TicketTransactionsCard_ticket on Ticket {\n    id\n    transactions {\n      id\n      amount\n      reason\n      createdAt\n    }\n  }\n": typeof types.TicketTransactionsCard_TicketFragmentDoc,
    "\n  query TicketEditorUserDetails($userId: Int!) {\n    ticketUserDetails(userId: $userId) {\n      fiscalDriveNumber\n      userInn\n      kktRegId\n      operator\n      ofd\n    }\n  }\n": typeof types.TicketEditorUserDetailsDocument,
    "\n  mutation TicketsBulkAction($action: TicketBulkAction!, $ids: [Int!], $where: TicketWhere, $search: String, $reason: String) {\n    bulkTickets(action: $action, ids: $ids, where: $where, search: $search, reason: $reason) {\n      ...BulkOutcome @unmask\n    }\n  }\n": typeof types.TicketsBulkActionDocument,
    "\n  mutation TicketsUndoReject($ids: [Int!]!) {\n    undo(action: TICKET_REJECT, ids: $ids) {\n      ...BulkOutcome @unmask\n    }\n  }\n": typeof types.TicketsUndoRejectDocument,
    "\n  query TicketsFilterPlace($id: Int!) {\n    place(id: $id) {\n      id\n      title\n    }\n  }\n": typeof types.TicketsFilterPlaceDocument,
    "\n  query TicketsExport($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        ...TicketsTable_ticket @unmask\n      }\n      total\n    }\n  }\n": typeof types.TicketsExportDocument,
    "\n  query TicketsRoute($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...TicketsTable_ticket\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": typeof types.TicketsRouteDocument,
    "\n  query TicketsAside($search: String, $countWhere: TicketWhere, $withProcessor: Boolean!) {\n    ticketCounts(where: $countWhere, search: $search) {\n      total\n      statuses {\n        status\n        statusCode\n        count\n      }\n    }\n    autoProcessor @include(if: $withProcessor) {\n      ...ProcessorPanel_processor\n    }\n  }\n": typeof types.TicketsAsideDocument,
    "\n  fragment TicketsTable_ticket on Ticket {\n    id\n    dateTime\n    status\n    statusCode\n    statusTitle\n    totalSum\n    score\n    fiscalDocumentNumber\n    user {\n      id\n      name\n      surname\n      phone\n    }\n    place {\n      id\n      title\n      address\n    }\n  }\n": typeof types.TicketsTable_TicketFragmentDoc,
    "\n      query ClientTestBubble {\n        roomMessages(room: \"user-5\") {\n          rest\n          items {\n            id\n            file {\n              path\n              mime\n              url\n            }\n          }\n        }\n      }\n    ": typeof types.ClientTestBubbleDocument,
    "\n      query ClientTestLast {\n        roomMessages(room: \"user-5\") {\n          rest\n          items {\n            id\n            file {\n              path\n            }\n          }\n        }\n      }\n    ": typeof types.ClientTestLastDocument,
    "\n      query ClientTestHistory {\n        ticket(id: 3) {\n          id\n          history(pageSize: 50) {\n            total\n            items {\n              id\n              action\n            }\n          }\n        }\n      }\n    ": typeof types.ClientTestHistoryDocument,
    "\n  mutation ClientTestStopProcessor {\n    stopAutoProcessing\n  }\n": typeof types.ClientTestStopProcessorDocument,
    "\n  query ClientTestScopedCounts {\n    ticketCounts {\n      total\n      statuses {\n        status\n        statusCode\n        count\n      }\n    }\n    autoProcessor {\n      status\n      counters {\n        status\n        statusCode\n        count\n      }\n    }\n  }\n": typeof types.ClientTestScopedCountsDocument,
    "\n  query ClientTestCounters {\n    autoProcessor {\n      status\n      counters {\n        status\n        statusCode\n        count\n      }\n    }\n  }\n": typeof types.ClientTestCountersDocument,
    "\n  subscription ClientTestCountersLive {\n    ticketCounters {\n      status\n      statusCode\n      count\n    }\n  }\n": typeof types.ClientTestCountersLiveDocument,
    "\n  subscription LiveResync {\n    resync {\n      reason\n    }\n  }\n": typeof types.LiveResyncDocument,
    "\n  subscription LiveStatus {\n    liveStatusChanged {\n      upstreamConnected\n    }\n  }\n": typeof types.LiveStatusDocument,
    "\n  mutation UploadFile($file: Upload!, $container: String) {\n    uploadFile(file: $file, container: $container) {\n      server\n      container\n      path\n      mime\n      name\n      url\n      thumbs {\n        width\n        path\n      }\n    }\n  }\n": typeof types.UploadFileDocument,
    "\n  query ChatCacheTestRoom($room: String!, $limit: Int!, $before: DateTime) {\n    roomMessages(room: $room, limit: $limit, before: $before) {\n      items {\n        id\n        createdAt\n        text\n      }\n      rest\n    }\n  }\n": typeof types.ChatCacheTestRoomDocument,
    "\n  query ChatCacheTestTicket($id: Int!, $page: Int!) {\n    ticket(id: $id) {\n      id\n      messages(page: $page, pageSize: 12) {\n        items {\n          id\n          createdAt\n          text\n        }\n        total\n        page\n      }\n    }\n  }\n": typeof types.ChatCacheTestTicketDocument,
    "\n  subscription ConversationRead($room: String!) {\n    conversationRead(room: $room) {\n      roomName\n      readerId\n      count\n    }\n  }\n": typeof types.ConversationReadDocument,
    "\n  query LookupCampaigns($search: String, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    campaigns(search: $search, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": typeof types.LookupCampaignsDocument,
    "\n  query LookupPeriods($where: PeriodWhere, $pageSize: Int!) {\n    periods(where: $where, pageSize: $pageSize, orderBy: [{ field: startDate, direction: DESC }]) {\n      items {\n        id\n        startDate\n        endDate\n      }\n    }\n  }\n": typeof types.LookupPeriodsDocument,
    "\n  query LookupRegions($search: String, $pageSize: Int!) {\n    regions(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": typeof types.LookupRegionsDocument,
    "\n  query LookupCities($search: String, $where: CityWhere, $pageSize: Int!) {\n    cities(search: $search, where: $where, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": typeof types.LookupCitiesDocument,
    "\n  query LookupPlaceTypes($search: String, $pageSize: Int!) {\n    placeTypes(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": typeof types.LookupPlaceTypesDocument,
    "\n  query LookupPlaces($search: String, $pageSize: Int!, $where: PlaceWhere) {\n    places(search: $search, pageSize: $pageSize, where: $where, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        address\n        city {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.LookupPlacesDocument,
    "\n  query LookupUsers($search: String, $pageSize: Int!, $where: UserWhere) {\n    users(search: $search, pageSize: $pageSize, where: $where) {\n      items {\n        id\n        name\n        surname\n        phone\n      }\n    }\n  }\n": typeof types.LookupUsersDocument,
    "\n  query SavedViews($screen: String!) {\n    savedViews(screen: $screen) {\n      id\n      screen\n      name\n      search\n    }\n  }\n": typeof types.SavedViewsDocument,
    "\n  mutation CreateSavedView($input: CreateSavedViewInput!) {\n    createSavedView(input: $input) {\n      id\n      screen\n      name\n      search\n    }\n  }\n": typeof types.CreateSavedViewDocument,
    "\n  mutation RenameSavedView($id: ID!, $name: String!) {\n    renameSavedView(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": typeof types.RenameSavedViewDocument,
    "\n  mutation DeleteSavedView($id: ID!) {\n    deleteSavedView(id: $id) {\n      id\n    }\n  }\n": typeof types.DeleteSavedViewDocument,
    "\n  fragment UserCard on User {\n    id\n    name\n    surname\n    phone\n    email\n    phoneVerified\n    blocked\n    status\n    roleName\n    role {\n      id\n      name\n      title\n    }\n  }\n": typeof types.UserCardFragmentDoc,
    "\n  fragment SessionUser on User {\n    ...UserCard @unmask\n    middleName\n    # What the gateway's policy lets the user do (issue 37): screens read it, not role names.\n    rights {\n      invite\n      bulkPeople\n      editPlaces\n      commandDevices\n      reviewTickets\n      processTickets\n      controlProcessor\n      editCatalogue\n      useExplorer\n    }\n  }\n": typeof types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n": typeof types.SessionMeDocument,
    "\n  fragment AuditHistory_entry on AuditLogEntry {\n    id\n    at\n    userId\n    userName\n    client\n    action\n    actionTitle\n    before\n    after\n    references {\n      field\n      id\n      model\n      name\n      roleName\n      parentId\n    }\n  }\n": typeof types.AuditHistory_EntryFragmentDoc,
    "\n  fragment BulkOutcome on BulkResult {\n    action\n    total\n    succeeded\n    failed\n    results {\n      id\n      ok\n      status\n      message\n      code\n    }\n  }\n": typeof types.BulkOutcomeFragmentDoc,
    "\n  query UpstreamCapabilities {\n    upstreamCapabilities {\n      routes {\n        name\n        state\n      }\n    }\n  }\n": typeof types.UpstreamCapabilitiesDocument,
};
const documents: Documents = {
    "\n  query AuditRoute($where: AuditLogWhere, $orderBy: [AuditLogOrder!], $page: Int!, $pageSize: Int!) {\n    auditLog(where: $where, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        at\n        userId\n        userName\n        userRole\n        address\n        client\n        model\n        entityId\n        entityName\n        action\n        actionTitle\n        before\n        after\n        references {\n          field\n          id\n          model\n          name\n        }\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.AuditRouteDocument,
    "\n  mutation AuthSignIn($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      user {\n        ...SessionUser @unmask\n      }\n      ttl\n    }\n  }\n": types.AuthSignInDocument,
    "\n  mutation AuthSignOut {\n    logout\n  }\n": types.AuthSignOutDocument,
    "\n  mutation AuthRenewPassword($phone: String!) {\n    renewPassword(phone: $phone)\n  }\n": types.AuthRenewPasswordDocument,
    "\n  query CampaignProducts($campaignId: Int!, $page: Int!, $pageSize: Int!) {\n    campaignProducts(campaignId: $campaignId, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        score\n        bonusScore\n        productId\n        product {\n          id\n          title\n          category {\n            id\n            score\n          }\n        }\n      }\n      total\n    }\n    available: productsOfCampaign(campaignId: $campaignId, inCampaign: false, pageSize: 1) {\n      total\n    }\n  }\n": types.CampaignProductsDocument,
    "\n  query ProductsNotInCampaign($campaignId: Int!, $search: String, $pageSize: Int!) {\n    productsOfCampaign(campaignId: $campaignId, inCampaign: false, search: $search, pageSize: $pageSize) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": types.ProductsNotInCampaignDocument,
    "\n  fragment CampaignProductRow_scores on CampaignProduct {\n    id\n    score\n    bonusScore\n  }\n": types.CampaignProductRow_ScoresFragmentDoc,
    "\n  mutation AddCampaignProduct($input: CampaignProductInput!) {\n    createCampaignProduct(input: $input) {\n      ...CampaignProductRow_scores @unmask\n      productId\n    }\n  }\n": types.AddCampaignProductDocument,
    "\n  mutation UpdateCampaignProduct($id: Int!, $input: CampaignProductPatch!) {\n    updateCampaignProduct(id: $id, input: $input) {\n      ...CampaignProductRow_scores @unmask\n    }\n  }\n": types.UpdateCampaignProductDocument,
    "\n  mutation RemoveCampaignProduct($id: Int!) {\n    deleteCampaignProduct(id: $id)\n  }\n": types.RemoveCampaignProductDocument,
    "\n  fragment CampaignPage_campaign on Campaign {\n    id\n    miniature {\n      url\n      thumb(width: 200)\n    }\n    title\n    shortTitle\n    description\n    isActive\n    taskNumber\n    ticketLifetime\n    rulesLink\n    guideLink\n    exclusions\n    matches\n    placeScoreLimit\n    ticketSalesLimit\n    userScoreLimit\n  }\n": types.CampaignPage_CampaignFragmentDoc,
    "\n  query CampaignRoute($id: Int!) {\n    campaign(id: $id) {\n      ...CampaignPage_campaign @unmask\n      periods {\n        id\n        startDate\n        endDate\n        note\n        requiresRegistration\n      }\n    }\n  }\n": types.CampaignRouteDocument,
    "\n  subscription CampaignLive($id: Int!) {\n    recordChanged(model: CAMPAIGN, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on Campaign {\n          ...CampaignPage_campaign\n        }\n      }\n    }\n  }\n": types.CampaignLiveDocument,
    "\n  mutation CreateCampaign($input: CampaignInput!) {\n    createCampaign(input: $input) {\n      id\n      title\n    }\n  }\n": types.CreateCampaignDocument,
    "\n  mutation UpdateCampaign($id: Int!, $input: CampaignPatch!) {\n    updateCampaign(id: $id, input: $input) {\n      ...CampaignPage_campaign\n      ...CampaignHistory_campaign\n    }\n  }\n": types.UpdateCampaignDocument,
    "\n  mutation SetCampaignMiniature($id: Int!, $file: Upload) {\n    setCampaignMiniature(id: $id, file: $file) {\n      id\n    }\n  }\n": types.SetCampaignMiniatureDocument,
    "\n  mutation DeleteCampaign($id: Int!) {\n    deleteCampaign(id: $id)\n  }\n": types.DeleteCampaignDocument,
    "\n  query CampaignUsage($id: Int!) {\n    places(where: { campaignId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": types.CampaignUsageDocument,
    "\n  query CampaignsRoute($where: CampaignWhere, $search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    campaigns(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n        shortTitle\n        isActive\n        taskNumber\n        ticketLifetime\n      }\n      total\n    }\n  }\n": types.CampaignsRouteDocument,
    "\n  fragment CategoryEditor_category on ProductCategory {\n    id\n    title\n    score\n    recommendedPrice\n  }\n": types.CategoryEditor_CategoryFragmentDoc,
    "\n  query ProductCategoryEditor($id: Int!) {\n    productCategory(id: $id) {\n      ...CategoryEditor_category @unmask\n    }\n  }\n": types.ProductCategoryEditorDocument,
    "\n  mutation CreateProductCategory($input: ProductCategoryInput!) {\n    createProductCategory(input: $input) {\n      ...CategoryEditor_category @unmask\n    }\n  }\n": types.CreateProductCategoryDocument,
    "\n  mutation UpdateProductCategory($id: Int!, $input: ProductCategoryPatch!) {\n    updateProductCategory(id: $id, input: $input) {\n      ...CategoryEditor_category @unmask\n    }\n  }\n": types.UpdateProductCategoryDocument,
    "\n  mutation DeleteProductCategory($id: Int!) {\n    deleteProductCategory(id: $id)\n  }\n": types.DeleteProductCategoryDocument,
    "\n  query ProductCategoryUsage($id: Int!) {\n    products(where: { categoryId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": types.ProductCategoryUsageDocument,
    "\n  query CitiesRoute($where: CityWhere, $search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    cities(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        ...CityPage_city @unmask\n      }\n      total\n    }\n  }\n": types.CitiesRouteDocument,
    "\n  fragment CityPage_city on City {\n    id\n    title\n    timeZone\n    region {\n      id\n      title\n    }\n    admEntity {\n      id\n      title\n    }\n    location {\n      lat\n      lng\n    }\n  }\n": types.CityPage_CityFragmentDoc,
    "\n  query CityRoute($id: Int!) {\n    city(id: $id) {\n      ...CityPage_city @unmask\n    }\n  }\n": types.CityRouteDocument,
    "\n  query CitySelectAdmEntities($search: String, $pageSize: Int!) {\n    admEntities(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": types.CitySelectAdmEntitiesDocument,
    "\n  mutation CreateCity($input: CityInput!) {\n    createCity(input: $input) {\n      id\n      ...CityPage_city\n    }\n  }\n": types.CreateCityDocument,
    "\n  mutation UpdateCity($id: Int!, $input: CityPatch!) {\n    updateCity(id: $id, input: $input) {\n      ...CityPage_city\n    }\n  }\n": types.UpdateCityDocument,
    "\n  mutation DeleteCity($id: Int!) {\n    deleteCity(id: $id)\n  }\n": types.DeleteCityDocument,
    "\n  query CityUsage($id: Int!) {\n    places(where: { cityId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": types.CityUsageDocument,
    "\n  query RegionsRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    list: regions(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n": types.RegionsRouteDocument,
    "\n  query RegionRoute($id: Int!) {\n    item: region(id: $id) {\n      id\n      title\n    }\n  }\n": types.RegionRouteDocument,
    "\n  mutation CreateRegion($input: TitledInput!) {\n    saved: createRegion(input: $input) {\n      id\n      title\n    }\n  }\n": types.CreateRegionDocument,
    "\n  mutation UpdateRegion($id: Int!, $input: TitledInput!) {\n    saved: updateRegion(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n": types.UpdateRegionDocument,
    "\n  mutation DeleteRegion($id: Int!) {\n    removed: deleteRegion(id: $id)\n  }\n": types.DeleteRegionDocument,
    "\n  query RegionUsage($id: Int!) {\n    usage: cities(where: { regionId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": types.RegionUsageDocument,
    "\n  query AdmEntitiesRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    list: admEntities(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n": types.AdmEntitiesRouteDocument,
    "\n  query AdmEntityRoute($id: Int!) {\n    item: admEntity(id: $id) {\n      id\n      title\n    }\n  }\n": types.AdmEntityRouteDocument,
    "\n  mutation CreateAdmEntity($input: TitledInput!) {\n    saved: createAdmEntity(input: $input) {\n      id\n      title\n    }\n  }\n": types.CreateAdmEntityDocument,
    "\n  mutation UpdateAdmEntity($id: Int!, $input: TitledInput!) {\n    saved: updateAdmEntity(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n": types.UpdateAdmEntityDocument,
    "\n  mutation DeleteAdmEntity($id: Int!) {\n    removed: deleteAdmEntity(id: $id)\n  }\n": types.DeleteAdmEntityDocument,
    "\n  query AdmEntityUsage($id: Int!) {\n    usage: cities(where: { admEntityId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": types.AdmEntityUsageDocument,
    "\n  query PlaceTypesRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    list: placeTypes(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n": types.PlaceTypesRouteDocument,
    "\n  query PlaceTypeEditor($id: Int!) {\n    item: placeType(id: $id) {\n      id\n      title\n    }\n  }\n": types.PlaceTypeEditorDocument,
    "\n  mutation CreatePlaceType($input: TitledInput!) {\n    saved: createPlaceType(input: $input) {\n      id\n      title\n    }\n  }\n": types.CreatePlaceTypeDocument,
    "\n  mutation UpdatePlaceType($id: Int!, $input: TitledInput!) {\n    saved: updatePlaceType(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n": types.UpdatePlaceTypeDocument,
    "\n  mutation DeletePlaceType($id: Int!) {\n    removed: deletePlaceType(id: $id)\n  }\n": types.DeletePlaceTypeDocument,
    "\n  query PlaceTypeUsage($id: Int!) {\n    usage: places(where: { placeTypeId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": types.PlaceTypeUsageDocument,
    "\n  fragment CampaignHistory_campaign on Campaign {\n    id\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n": types.CampaignHistory_CampaignFragmentDoc,
    "\n  fragment PeriodHistory_period on Period {\n    id\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n": types.PeriodHistory_PeriodFragmentDoc,
    "\n  query CampaignHistory($id: Int!) {\n    campaign(id: $id) {\n      id\n      ...CampaignHistory_campaign\n    }\n  }\n": types.CampaignHistoryDocument,
    "\n  query PeriodHistory($id: Int!) {\n    period(id: $id) {\n      id\n      ...PeriodHistory_period\n    }\n  }\n": types.PeriodHistoryDocument,
    "\n  fragment PeriodPage_period on Period {\n    id\n    startDate\n    endDate\n    note\n    placeScoreLimit\n    ticketSalesLimit\n    userScoreLimit\n    requiresRegistration\n    campaignId\n  }\n": types.PeriodPage_PeriodFragmentDoc,
    "\n  query PeriodRoute($campaignId: Int!, $periodId: Int!, $withPeriod: Boolean!) {\n    campaign(id: $campaignId) {\n      id\n      title\n      placeScoreLimit\n      ticketSalesLimit\n      userScoreLimit\n    }\n    period(id: $periodId) @include(if: $withPeriod) {\n      ...PeriodPage_period @unmask\n    }\n  }\n": types.PeriodRouteDocument,
    "\n  subscription PeriodLive($id: Int!) {\n    recordChanged(model: PERIOD, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on Period {\n          ...PeriodPage_period\n        }\n      }\n    }\n  }\n": types.PeriodLiveDocument,
    "\n  mutation CreatePeriod($input: PeriodInput!) {\n    createPeriod(input: $input) {\n      id\n      ...PeriodPage_period\n    }\n  }\n": types.CreatePeriodDocument,
    "\n  mutation UpdatePeriod($id: Int!, $input: PeriodPatch!) {\n    updatePeriod(id: $id, input: $input) {\n      ...PeriodPage_period\n      ...PeriodHistory_period\n    }\n  }\n": types.UpdatePeriodDocument,
    "\n  mutation DeletePeriod($id: Int!) {\n    deletePeriod(id: $id)\n  }\n": types.DeletePeriodDocument,
    "\n  query PeriodProducts($campaignId: Int!, $periodId: Int!, $page: Int!, $pageSize: Int!) {\n    campaignProducts(campaignId: $campaignId, periodId: $periodId, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        score\n        bonusScore\n        productId\n        product {\n          id\n          title\n        }\n        periodProducts {\n          ...PeriodProductRow_scores @unmask\n        }\n      }\n      total\n    }\n  }\n": types.PeriodProductsDocument,
    "\n  fragment PeriodProductRow_scores on PeriodProduct {\n    id\n    score\n    bonusScore\n    periodId\n  }\n": types.PeriodProductRow_ScoresFragmentDoc,
    "\n  mutation CreatePeriodProduct($input: PeriodProductInput!) {\n    createPeriodProduct(input: $input) {\n      ...PeriodProductRow_scores @unmask\n    }\n  }\n": types.CreatePeriodProductDocument,
    "\n  mutation UpdatePeriodProduct($id: Int!, $input: PeriodProductPatch!) {\n    updatePeriodProduct(id: $id, input: $input) {\n      ...PeriodProductRow_scores @unmask\n    }\n  }\n": types.UpdatePeriodProductDocument,
    "\n  query PlansGridPlaces($where: PlaceWhere, $search: String, $page: Int!, $pageSize: Int!, $periodId: Int!) {\n    places(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        address\n        city {\n          id\n          title\n          regionName\n        }\n        plan(periodId: $periodId) {\n          id\n          plan\n          fact\n          placeId\n          periodId\n        }\n      }\n      total\n    }\n  }\n": types.PlansGridPlacesDocument,
    "\n  query PlansGridRegionCities($regionId: Int!) {\n    cities(where: { regionId: { eq: $regionId } }, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n": types.PlansGridRegionCitiesDocument,
    "\n  fragment PlansGrid_plan on Plan {\n    id\n    plan\n    fact\n    placeId\n    periodId\n  }\n": types.PlansGrid_PlanFragmentDoc,
    "\n  mutation CreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      ...PlansGrid_plan @unmask\n    }\n  }\n": types.CreatePlanDocument,
    "\n  mutation UpdatePlan($id: Int!, $input: PlanPatch!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlansGrid_plan @unmask\n    }\n  }\n": types.UpdatePlanDocument,
    "\n  fragment ProductPage_product on Product {\n    id\n    title\n    shortTitle\n    recommendedPrice\n    matches\n    exclusions\n    category {\n      id\n      title\n      score\n      recommendedPrice\n    }\n  }\n": types.ProductPage_ProductFragmentDoc,
    "\n  query ProductRoute($id: Int!) {\n    product(id: $id) {\n      ...ProductPage_product @unmask\n      image {\n        url\n        thumb(width: 200)\n      }\n    }\n  }\n": types.ProductRouteDocument,
    "\n  query ProductCategoriesSearch($search: String, $pageSize: Int!) {\n    productCategories(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        score\n        recommendedPrice\n      }\n    }\n  }\n": types.ProductCategoriesSearchDocument,
    "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...ProductPage_product @unmask\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: Int!, $input: ProductPatch!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductPage_product @unmask\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation SetProductImage($id: Int!, $file: Upload) {\n    setProductImage(id: $id, file: $file) {\n      id\n    }\n  }\n": types.SetProductImageDocument,
    "\n  mutation DeleteProduct($id: Int!) {\n    deleteProduct(id: $id)\n  }\n": types.DeleteProductDocument,
    "\n  query ProductsRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    products(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        ...ProductPage_product @unmask\n      }\n      total\n    }\n    productCategories(pageSize: 100, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        score\n        recommendedPrice\n      }\n      total\n    }\n  }\n": types.ProductsRouteDocument,
    "\n  query CitySelectRegions($search: String, $pageSize: Int!) {\n    regions(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": types.CitySelectRegionsDocument,
    "\n  fragment ConversationList_conversation on Conversation {\n    roomName\n    userId\n    hasNewMessage\n    user {\n      id\n      name\n      surname\n      phone\n      place {\n        id\n        title\n      }\n      city {\n        id\n        title\n      }\n    }\n    lastMessage {\n      id\n      text\n      createdAt\n      file {\n        path\n      }\n    }\n  }\n": types.ConversationList_ConversationFragmentDoc,
    "\n  fragment MessageBubble_message on Message {\n    id\n    text\n    createdAt\n    saw\n    senderId\n    sender {\n      id\n      name\n      surname\n      phone\n    }\n    ticketId\n    file {\n      path\n      mime\n      name\n      url\n      thumb(width: 240)\n    }\n  }\n": types.MessageBubble_MessageFragmentDoc,
    "\n  query MessengerRoute($search: String, $order: ConversationOrder, $page: Int!, $pageSize: Int!) {\n    conversations(search: $search, order: $order, page: $page, pageSize: $pageSize) {\n      items {\n        roomName\n        hasNewMessage\n        user {\n          id\n          name\n          surname\n          phone\n        }\n        lastMessage {\n          id\n          createdAt\n        }\n        ...ConversationList_conversation\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.MessengerRouteDocument,
    "\n  subscription ConversationUpdatedLive {\n    conversationUpdated {\n      roomName\n      hasNewMessage\n      lastMessage {\n        id\n        createdAt\n      }\n      ...ConversationList_conversation\n    }\n  }\n": types.ConversationUpdatedLiveDocument,
    "\n  query RoomMessages($room: String!, $limit: Int!, $before: DateTime) {\n    roomMessages(room: $room, limit: $limit, before: $before) {\n      items {\n        id\n        createdAt\n        senderId\n        ...MessageBubble_message\n      }\n      rest\n    }\n  }\n": types.RoomMessagesDocument,
    "\n  subscription RoomMessageAdded($room: String!) {\n    messageAdded(room: $room) {\n      id\n      createdAt\n      senderId\n      ...MessageBubble_message\n    }\n  }\n": types.RoomMessageAddedDocument,
    "\n  mutation SendRoomMessage($room: String!, $text: String, $file: FileInput) {\n    sendRoomMessage(room: $room, text: $text, file: $file) {\n      id\n      createdAt\n      senderId\n      ...MessageBubble_message\n    }\n  }\n": types.SendRoomMessageDocument,
    "\n  mutation MarkConversationRead($room: String!) {\n    markConversationRead(room: $room)\n  }\n": types.MarkConversationReadDocument,
    "\n  query PersonDeviceCount($userId: Int!) {\n    deviceCount(scope: { userId: $userId })\n  }\n": types.PersonDeviceCountDocument,
    "\n  mutation SendDeviceCommand($event: String!, $payload: JSON, $userId: Int!) {\n    sendDeviceCommand(event: $event, payload: $payload, scope: { userId: $userId })\n  }\n": types.SendDeviceCommandDocument,
    "\n  mutation InviteRegionalManager($input: InviteInput!) {\n    inviteRegionalManager(input: $input) {\n      user {\n        id\n      }\n      code\n    }\n  }\n": types.InviteRegionalManagerDocument,
    "\n  mutation InviteSalesMan($input: InviteInput!) {\n    inviteSalesMan(input: $input) {\n      user {\n        id\n      }\n      code\n    }\n  }\n": types.InviteSalesManDocument,
    "\n  mutation InviteVendor($input: VendorInviteInput!) {\n    inviteVendor(input: $input) {\n      user {\n        id\n      }\n      code\n    }\n  }\n": types.InviteVendorDocument,
    "\n  mutation InviteSetPlace($userId: Int!, $placeId: Int!) {\n    setUserPlace(userId: $userId, placeId: $placeId) {\n      id\n      placeId\n      placeIds\n    }\n  }\n": types.InviteSetPlaceDocument,
    "\n  mutation PeopleBulkAction($action: PersonBulkAction!, $ids: [Int!]!) {\n    bulkPeople(action: $action, ids: $ids) {\n      ...BulkOutcome @unmask\n    }\n  }\n": types.PeopleBulkActionDocument,
    "\n  mutation PeopleUndoBlock($ids: [Int!]!) {\n    undo(action: PERSON_BLOCK, ids: $ids) {\n      ...BulkOutcome @unmask\n    }\n  }\n": types.PeopleUndoBlockDocument,
    "\n  fragment PeopleList_person on User {\n    ...UserCard @unmask\n    city {\n      id\n      title\n    }\n  }\n": types.PeopleList_PersonFragmentDoc,
    "\n  query PeopleRoute($where: UserWhere, $search: String, $orderBy: [UserOrder!], $page: Int!, $pageSize: Int!, $vendors: Boolean!) {\n    users(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) @skip(if: $vendors) {\n      items {\n        ...PeopleList_person @unmask\n      }\n      total\n      page\n      pageSize\n    }\n    vendors(withOnline: true, where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) @include(if: $vendors) {\n      items {\n        ...PeopleList_person @unmask\n        place {\n          id\n          title\n        }\n        online\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.PeopleRouteDocument,
    "\n  mutation UpdateUser($id: Int!, $input: UserPatch!, $expectedUpdatedAt: DateTime) {\n    updateUser(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...PersonPage_user\n      cityId\n      city {\n        id\n        title\n      }\n      cities {\n        id\n        title\n      }\n      history(pageSize: 50) {\n        items {\n          ...AuditHistory_entry @unmask\n        }\n      }\n    }\n  }\n": types.UpdateUserDocument,
    "\n  fragment PersonPage_user on User {\n    ...UserCard @unmask\n    middleName\n    avatar {\n      url\n      thumb(width: 200)\n    }\n    cityIds\n    placeId\n    score\n    pendingScore\n    can {\n      update\n      assignPlaces\n    }\n    updatedAt\n  }\n": types.PersonPage_UserFragmentDoc,
    "\n  subscription PersonLive($id: Int!) {\n    recordChanged(model: USER, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on User {\n          ...PersonPage_user\n        }\n      }\n    }\n  }\n": types.PersonLiveDocument,
    "\n  query PersonRoute($id: Int!, $withTickets: Boolean!, $withCities: Boolean!) {\n    user(id: $id) {\n      ...PersonPage_user @unmask\n      cities @include(if: $withCities) {\n        id\n        title\n      }\n    }\n    tickets(where: { userId: { eq: $id } }, pageSize: 12, orderBy: [{ field: dateTime, direction: DESC }]) @include(if: $withTickets) {\n      items {\n        ...PersonTickets_ticket @unmask\n      }\n    }\n  }\n": types.PersonRouteDocument,
    "\n  query PersonHistory($id: Int!) {\n    user(id: $id) {\n      id\n      history(pageSize: 50) {\n        items {\n          ...AuditHistory_entry @unmask\n        }\n      }\n    }\n  }\n": types.PersonHistoryDocument,
    "\n  query PersonCrumbPlace($id: Int!) {\n    place(id: $id) {\n      id\n      title\n    }\n  }\n": types.PersonCrumbPlaceDocument,
    "\n  fragment RecentTickets_ticket on Ticket {\n    id\n    dateTime\n    totalSum\n    score\n    status\n    statusCode\n    statusTitle\n  }\n": types.RecentTickets_TicketFragmentDoc,
    "\n  fragment PersonTickets_ticket on Ticket {\n    ...RecentTickets_ticket @unmask\n    place {\n      id\n      title\n    }\n  }\n": types.PersonTickets_TicketFragmentDoc,
    "\n  query PlaceAssignment($userId: Int!, $placeId: Int!) {\n    placeAssignment(userId: $userId, placeId: $placeId) {\n      rule\n      places\n      assigned\n      city {\n        id\n        title\n      }\n    }\n  }\n": types.PlaceAssignmentDocument,
    "\n  mutation UndoUnassignPlace($userId: Int!, $placeId: Int!) {\n    undo(action: PERSON_UNASSIGN_PLACE, ids: [$userId], placeId: $placeId) {\n      failed\n      results {\n        id\n        ok\n        message\n      }\n    }\n  }\n": types.UndoUnassignPlaceDocument,
    "\n  query PlaceUsage($id: Int!) {\n    tickets(where: { placeId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n": types.PlaceUsageDocument,
    "\n  mutation DeletePlace($id: Int!) {\n    deletePlace(id: $id)\n  }\n": types.DeletePlaceDocument,
    "\n  mutation CreatePlace($input: PlaceInput!) {\n    createPlace(input: $input) {\n      id\n      title\n    }\n  }\n": types.CreatePlaceDocument,
    "\n  mutation UpdatePlace($id: Int!, $input: PlacePatch!, $expectedUpdatedAt: DateTime) {\n    updatePlace(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...PlacePage_place @unmask\n    }\n  }\n": types.UpdatePlaceDocument,
    "\n  fragment PlacePage_place on Place {\n    id\n    title\n    description\n    address\n    inn\n    internalId\n    cityId\n    city {\n      id\n      title\n    }\n    placeTypeId\n    placeType {\n      id\n      title\n    }\n    campaignId\n    campaign {\n      id\n      title\n    }\n    distributingFacilityId\n    blocked\n    image {\n      url\n      thumb(width: 500)\n    }\n    location {\n      lat\n      lng\n    }\n    can {\n      update\n      assign\n      invite\n    }\n    updatedAt\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n": types.PlacePage_PlaceFragmentDoc,
    "\n  subscription PlaceLive($id: Int!) {\n    recordChanged(model: PLACE, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on Place {\n          ...PlacePage_place\n        }\n      }\n    }\n  }\n": types.PlaceLiveDocument,
    "\n  query PlaceRoute($id: Int!) {\n    place(id: $id) {\n      ...PlacePage_place @unmask\n      users {\n        ...PlacePeople_person @unmask\n      }\n      regionalManagers {\n        ...PlacePeople_person @unmask\n      }\n    }\n  }\n": types.PlaceRouteDocument,
    "\n  query PlaceCrumbPerson($id: Int!) {\n    user(id: $id) {\n      id\n      name\n      surname\n      phone\n    }\n  }\n": types.PlaceCrumbPersonDocument,
    "\n  fragment PlacePeople_person on User {\n    id\n    name\n    surname\n    phone\n    roleName\n    status\n  }\n": types.PlacePeople_PersonFragmentDoc,
    "\n  mutation AssignToPlace($placeId: Int!, $userId: Int!, $role: PlaceRole!) {\n    assignToPlace(placeId: $placeId, userId: $userId, role: $role) {\n      id\n      users {\n        ...PlacePeople_person @unmask\n      }\n      regionalManagers {\n        ...PlacePeople_person @unmask\n      }\n    }\n  }\n": types.AssignToPlaceDocument,
    "\n  mutation UnassignFromPlace($placeId: Int!, $userId: Int!, $role: PlaceRole!) {\n    unassignFromPlace(placeId: $placeId, userId: $userId, role: $role) {\n      id\n      users {\n        ...PlacePeople_person @unmask\n      }\n      regionalManagers {\n        ...PlacePeople_person @unmask\n      }\n    }\n  }\n": types.UnassignFromPlaceDocument,
    "\n  mutation InviteToPlace($phone: String!, $roleName: PlaceRole!, $placeId: Int!) {\n    inviteToPlace(phone: $phone, roleName: $roleName, placeId: $placeId) {\n      user {\n        id\n      }\n      code\n    }\n  }\n": types.InviteToPlaceDocument,
    "\n  query PlaceTickets($id: Int!) {\n    tickets(where: { placeId: { eq: $id } }, pageSize: 12, orderBy: [{ field: dateTime, direction: DESC }]) {\n      items {\n        ...RecentTickets_ticket @unmask\n        user {\n          id\n          name\n          surname\n          phone\n        }\n      }\n      total\n    }\n  }\n": types.PlaceTicketsDocument,
    "\n  query PersonPlaces($userId: Int!, $inSearch: String, $inPage: Int!, $outSearch: String, $outPage: Int!, $pageSize: Int!) {\n    assigned: placesOfUser(userId: $userId, assigned: true, search: $inSearch, page: $inPage, pageSize: $pageSize) {\n      items {\n        id\n        title\n        address\n      }\n      total\n    }\n    notAssigned: placesOfUser(userId: $userId, assigned: false, search: $outSearch, page: $outPage, pageSize: $pageSize) {\n      items {\n        id\n        title\n        address\n      }\n      total\n    }\n  }\n": types.PersonPlacesDocument,
    "\n  fragment PlacesOfUser_assigned on User {\n    id\n    placeId\n    placeIds\n    # A regional manager's places come with their cities: the profile's 'Города' follow.\n    cityIds\n    cities {\n      id\n      title\n    }\n  }\n": types.PlacesOfUser_AssignedFragmentDoc,
    "\n  mutation AddUserPlace($userId: Int!, $placeId: Int!) {\n    addUserPlace(userId: $userId, placeId: $placeId) {\n      ...PlacesOfUser_assigned @unmask\n    }\n  }\n": types.AddUserPlaceDocument,
    "\n  mutation RemoveUserPlace($userId: Int!, $placeId: Int!) {\n    removeUserPlace(userId: $userId, placeId: $placeId) {\n      ...PlacesOfUser_assigned @unmask\n    }\n  }\n": types.RemoveUserPlaceDocument,
    "\n  mutation SetUserPlace($userId: Int!, $placeId: Int!) {\n    setUserPlace(userId: $userId, placeId: $placeId) {\n      id\n      placeId\n      placeIds\n      place {\n        id\n        title\n      }\n    }\n  }\n": types.SetUserPlaceDocument,
    "\n  mutation ResetUserPlace($userId: Int!) {\n    resetUserPlace(userId: $userId) {\n      id\n      placeId\n      placeIds\n      place {\n        id\n        title\n      }\n    }\n  }\n": types.ResetUserPlaceDocument,
    "\n  query PlacesRegionCities($regionId: Int!) {\n    cities(where: { regionId: { eq: $regionId } }, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n": types.PlacesRegionCitiesDocument,
    "\n  query PlacesRoute($where: PlaceWhere, $search: String, $orderBy: [PlaceOrder!], $page: Int!, $pageSize: Int!) {\n    places(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        title\n        address\n        internalId\n        inn\n        blocked\n        city {\n          id\n          title\n        }\n        placeType {\n          id\n          title\n        }\n        campaign {\n          id\n          title\n        }\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.PlacesRouteDocument,
    "\n  fragment ApiTokensSection_token on ApiToken {\n    id\n    name\n    readOnly\n    createdAt\n    expiresAt\n  }\n": types.ApiTokensSection_TokenFragmentDoc,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        ...ApiTokensSection_token @unmask\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  query ProfileRoute {\n    me {\n      id\n      ...SessionUser\n    }\n    apiTokens {\n      id\n      ...ApiTokensSection_token\n    }\n  }\n": types.ProfileRouteDocument,
    "\n  query ReportTicketStats($groupBy: [TicketStatsKey!], $filter: ReportFilter, $limit: Int) {\n    ticketStats(groupBy: $groupBy, filter: $filter, limit: $limit) {\n      groupBy\n      groups {\n        key {\n          status\n          statusCode\n          day\n          regionId\n          region {\n            id\n            title\n          }\n          cityId\n          city {\n            id\n            title\n          }\n          placeId\n          place {\n            id\n            title\n            address\n          }\n          userId\n          user {\n            id\n            name\n            surname\n            phone\n          }\n          productId\n          product {\n            id\n            title\n          }\n        }\n        count\n        totalSum\n        score\n        units\n      }\n      totals {\n        count\n        totalSum\n        score\n        units\n      }\n    }\n  }\n": types.ReportTicketStatsDocument,
    "\n  query ReportPlanFactPage($filter: ReportFilter, $page: Int!, $pageSize: Int!) {\n    planFactPage(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        planId\n        placeId\n        place {\n          id\n          title\n          address\n        }\n        periodId\n        period {\n          id\n          startDate\n          endDate\n        }\n        plan\n        fact\n        percent\n        tickets\n        score\n      }\n    }\n  }\n": types.ReportPlanFactPageDocument,
    "\n  query ReportActivity($by: ActivitySubject!, $filter: ReportFilter, $limit: Int) {\n    activity(by: $by, filter: $filter, limit: $limit) {\n      userId\n      user {\n        id\n        name\n        surname\n        phone\n      }\n      tickets\n      score\n      activePlaces\n      places\n      lastUpload\n    }\n  }\n": types.ReportActivityDocument,
    "\n  subscription ProcessorStatusLive {\n    autoProcessorStatus\n  }\n": types.ProcessorStatusLiveDocument,
    "\n  fragment ProcessorHourRecord on AutoProcessorHourRecord {\n    hour\n    processed\n    rejected\n    delayed\n    manual\n    failed\n  }\n": types.ProcessorHourRecordFragmentDoc,
    "\n  subscription ProcessorHistoryRecordLive {\n    autoProcessorHistoryRecord {\n      ...ProcessorHourRecord @unmask\n    }\n  }\n": types.ProcessorHistoryRecordLiveDocument,
    "\n  subscription TicketCountersLive {\n    ticketCounters {\n      status\n      statusCode\n      count\n    }\n  }\n": types.TicketCountersLiveDocument,
    "\n  fragment ProcessorPanel_processor on AutoProcessor {\n    status\n    history {\n      ...ProcessorHourRecord @unmask\n    }\n    counters {\n      status\n      statusCode\n      count\n    }\n  }\n": types.ProcessorPanel_ProcessorFragmentDoc,
    "\n  mutation ProcessorStart {\n    startAutoProcessing\n  }\n": types.ProcessorStartDocument,
    "\n  mutation ProcessorStop {\n    stopAutoProcessing\n  }\n": types.ProcessorStopDocument,
    "\n  query TicketsQueue($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.TicketsQueueDocument,
    "\n  fragment TicketActions_ticket on Ticket {\n    id\n    actions\n  }\n": types.TicketActions_TicketFragmentDoc,
    "\n  mutation TicketReject($id: Int!, $reason: String) {\n    rejectTicket(id: $id, reason: $reason) {\n      id\n      ...TicketActions_ticket\n      ...TicketStatusCard_ticket\n      ...TicketTransactionsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n": types.TicketRejectDocument,
    "\n  mutation TicketScore($id: Int!, $score: Int!) {\n    scoreTicket(id: $id, score: $score) {\n      id\n      ...TicketActions_ticket\n      ...TicketStatusCard_ticket\n      ...TicketTransactionsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n": types.TicketScoreDocument,
    "\n  mutation TicketProcess($id: Int!) {\n    processTicket(id: $id) {\n      id\n      ...TicketActions_ticket\n      ...TicketStatusCard_ticket\n      ...TicketItemsCard_ticket\n      ...TicketTransactionsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n": types.TicketProcessDocument,
    "\n  fragment TicketChat_message on Message {\n    id\n    text\n    createdAt\n    senderId\n    sender {\n      id\n      name\n      surname\n      phone\n    }\n    saw\n    file {\n      path\n      name\n      url\n      mime\n      thumb(width: 200)\n    }\n  }\n": types.TicketChat_MessageFragmentDoc,
    "\n  fragment TicketChat_ticket on Ticket {\n    id\n    userId\n    messages(page: 1, pageSize: 12) {\n      items {\n        id\n        ...TicketChat_message @unmask\n      }\n      total\n      page\n    }\n  }\n": types.TicketChat_TicketFragmentDoc,
    "\n  query TicketChat($ticketId: Int!, $page: Int!) {\n    ticket(id: $ticketId) {\n      id\n      messages(page: $page, pageSize: 12) {\n        items {\n          id\n          ...TicketChat_message @unmask\n        }\n        total\n        page\n      }\n    }\n  }\n": types.TicketChatDocument,
    "\n  subscription TicketMessageAdded($ticketId: Int!) {\n    ticketMessageAdded(ticketId: $ticketId) {\n      id\n      ...TicketChat_message @unmask\n    }\n  }\n": types.TicketMessageAddedDocument,
    "\n  mutation TicketChatSend($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      ...TicketChat_message @unmask\n    }\n  }\n": types.TicketChatSendDocument,
    "\n  query TicketEditorProducts($search: String, $pageSize: Int!) {\n    products(search: $search, pageSize: $pageSize) {\n      items {\n        id\n        ...TicketEditor_product @unmask\n      }\n    }\n  }\n": types.TicketEditorProductsDocument,
    "\n  query TicketEditPreview($id: Int!, $input: TicketEditInput!) {\n    ticketEditPreview(id: $id, input: $input) {\n      totalSum\n      score\n      items {\n        productId\n        productTitle\n        score\n        outsideCampaign\n        scoreSource\n        scoreCategory\n      }\n    }\n  }\n": types.TicketEditPreviewDocument,
    "\n  fragment TicketEditor_ticket on Ticket {\n    id\n    userId\n    dateTime\n    fiscalDriveNumber\n    fiscalDocumentNumber\n    fiscalSign\n    kktRegId\n    userInn\n    operator\n    ofd\n    items {\n      name\n      price\n      quantity\n      productId\n    }\n  }\n": types.TicketEditor_TicketFragmentDoc,
    "\n  fragment TicketEditor_product on Product {\n    id\n    title\n    recommendedPrice\n    category {\n      id\n      score\n      recommendedPrice\n    }\n  }\n": types.TicketEditor_ProductFragmentDoc,
    "\n  query TicketEditorLineProducts($ids: [Int!]!) {\n    products(where: { id: { in: $ids } }, pageSize: 100) {\n      items {\n        id\n        ...TicketEditor_product @unmask\n      }\n    }\n  }\n": types.TicketEditorLineProductsDocument,
    "\n  mutation TicketEdit($id: Int!, $input: TicketEditInput!) {\n    editTicket(id: $id, input: $input) {\n      id\n      ...TicketEditor_ticket\n      ...TicketStatusCard_ticket\n      ...TicketReceiptCard_ticket\n      ...TicketItemsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n": types.TicketEditDocument,
    "\n  fragment TicketHistory_ticket on Ticket {\n    id\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n": types.TicketHistory_TicketFragmentDoc,
    "\n  query TicketHistory($id: Int!) {\n    ticket(id: $id) {\n      id\n      ...TicketHistory_ticket\n    }\n  }\n": types.TicketHistoryDocument,
    "\n  fragment TicketItemsCard_ticket on Ticket {\n    id\n    items {\n      name\n      price\n      quantity\n      sum\n      productId\n      product {\n        id\n        title\n      }\n    }\n  }\n": types.TicketItemsCard_TicketFragmentDoc,
    "\n  subscription TicketLive($id: Int!) {\n    recordChanged(model: TICKET, id: $id) {\n      model\n      id\n      actorId\n      actorName\n      at\n      record {\n        ... on Ticket {\n          ...TicketPage_ticket\n          ...TicketHistory_ticket\n        }\n      }\n    }\n  }\n": types.TicketLiveDocument,
    "\n  subscription TicketPresence($id: Int!, $clientId: String!) {\n    ticketPresence(id: $id, clientId: $clientId) {\n      ticketId\n      viewers {\n        id\n        name\n        roleName\n      }\n      editor {\n        user {\n          id\n          name\n          roleName\n        }\n        mine\n        expiresAt\n      }\n      takenOverBy {\n        id\n        name\n        roleName\n      }\n    }\n  }\n": types.TicketPresenceDocument,
    "\n  mutation TicketLock($id: Int!, $clientId: String!, $takeOver: Boolean) {\n    lockTicket(id: $id, clientId: $clientId, takeOver: $takeOver) {\n      acquired\n      presence {\n        editor {\n          user {\n            id\n            name\n            roleName\n          }\n          mine\n        }\n      }\n    }\n  }\n": types.TicketLockDocument,
    "\n  mutation TicketUnlock($id: Int!, $clientId: String!) {\n    unlockTicket(id: $id, clientId: $clientId) {\n      ticketId\n    }\n  }\n": types.TicketUnlockDocument,
    "\n  fragment TicketPage_ticket on Ticket {\n    id\n    userId\n    status\n    ...TicketActions_ticket\n    ...TicketEditor_ticket\n    ...TicketStatusCard_ticket\n    ...TicketReceiptCard_ticket\n    ...TicketPeopleCard_ticket\n    ...TicketItemsCard_ticket\n    ...TicketPhotosCard_ticket\n    ...TicketTransactionsCard_ticket\n  }\n": types.TicketPage_TicketFragmentDoc,
    "\n  query TicketRoute($id: Int!) {\n    ticket(id: $id) {\n      ...TicketPage_ticket @unmask\n      ...TicketChat_ticket\n    }\n  }\n": types.TicketRouteDocument,
    "\n  fragment TicketPeopleCard_ticket on Ticket {\n    id\n    user {\n      id\n      name\n      surname\n      phone\n      roleName\n    }\n    place {\n      id\n      title\n      address\n    }\n    campaign {\n      id\n      title\n    }\n    period {\n      id\n      startDate\n      endDate\n    }\n    plan {\n      id\n      plan\n      fact\n    }\n  }\n": types.TicketPeopleCard_TicketFragmentDoc,
    "\n  fragment TicketPhotosCard_ticket on Ticket {\n    id\n    photos {\n      path\n      url\n      mime\n      thumb(width: 500)\n    }\n  }\n": types.TicketPhotosCard_TicketFragmentDoc,
    "\n  fragment TicketReceiptCard_ticket on Ticket {\n    id\n    dateTime\n    createdAt\n    totalSum\n    cashTotalSum\n    nds10\n    nds18\n    fiscalDriveNumber\n    fiscalDocumentNumber\n    fiscalSign\n    kktRegId\n    userInn\n    operator\n    ofd\n    shiftNumber\n    qr\n    operationType\n    platform\n    appVersion\n  }\n": types.TicketReceiptCard_TicketFragmentDoc,
    "\n  fragment TicketStatusCard_ticket on Ticket {\n    id\n    status\n    statusCode\n    statusTitle\n    statusDescription\n    score\n    planSales\n    bonusSales\n    scoredItems\n    totalSales\n  }\n": types.TicketStatusCard_TicketFragmentDoc,
    "\n  fragment TicketTransactionsCard_ticket on Ticket {\n    id\n    transactions {\n      id\n      amount\n      reason\n      createdAt\n    }\n  }\n": types.TicketTransactionsCard_TicketFragmentDoc,
    "\n  query TicketEditorUserDetails($userId: Int!) {\n    ticketUserDetails(userId: $userId) {\n      fiscalDriveNumber\n      userInn\n      kktRegId\n      operator\n      ofd\n    }\n  }\n": types.TicketEditorUserDetailsDocument,
    "\n  mutation TicketsBulkAction($action: TicketBulkAction!, $ids: [Int!], $where: TicketWhere, $search: String, $reason: String) {\n    bulkTickets(action: $action, ids: $ids, where: $where, search: $search, reason: $reason) {\n      ...BulkOutcome @unmask\n    }\n  }\n": types.TicketsBulkActionDocument,
    "\n  mutation TicketsUndoReject($ids: [Int!]!) {\n    undo(action: TICKET_REJECT, ids: $ids) {\n      ...BulkOutcome @unmask\n    }\n  }\n": types.TicketsUndoRejectDocument,
    "\n  query TicketsFilterPlace($id: Int!) {\n    place(id: $id) {\n      id\n      title\n    }\n  }\n": types.TicketsFilterPlaceDocument,
    "\n  query TicketsExport($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        ...TicketsTable_ticket @unmask\n      }\n      total\n    }\n  }\n": types.TicketsExportDocument,
    "\n  query TicketsRoute($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...TicketsTable_ticket\n      }\n      total\n      page\n      pageSize\n    }\n  }\n": types.TicketsRouteDocument,
    "\n  query TicketsAside($search: String, $countWhere: TicketWhere, $withProcessor: Boolean!) {\n    ticketCounts(where: $countWhere, search: $search) {\n      total\n      statuses {\n        status\n        statusCode\n        count\n      }\n    }\n    autoProcessor @include(if: $withProcessor) {\n      ...ProcessorPanel_processor\n    }\n  }\n": types.TicketsAsideDocument,
    "\n  fragment TicketsTable_ticket on Ticket {\n    id\n    dateTime\n    status\n    statusCode\n    statusTitle\n    totalSum\n    score\n    fiscalDocumentNumber\n    user {\n      id\n      name\n      surname\n      phone\n    }\n    place {\n      id\n      title\n      address\n    }\n  }\n": types.TicketsTable_TicketFragmentDoc,
    "\n      query ClientTestBubble {\n        roomMessages(room: \"user-5\") {\n          rest\n          items {\n            id\n            file {\n              path\n              mime\n              url\n            }\n          }\n        }\n      }\n    ": types.ClientTestBubbleDocument,
    "\n      query ClientTestLast {\n        roomMessages(room: \"user-5\") {\n          rest\n          items {\n            id\n            file {\n              path\n            }\n          }\n        }\n      }\n    ": types.ClientTestLastDocument,
    "\n      query ClientTestHistory {\n        ticket(id: 3) {\n          id\n          history(pageSize: 50) {\n            total\n            items {\n              id\n              action\n            }\n          }\n        }\n      }\n    ": types.ClientTestHistoryDocument,
    "\n  mutation ClientTestStopProcessor {\n    stopAutoProcessing\n  }\n": types.ClientTestStopProcessorDocument,
    "\n  query ClientTestScopedCounts {\n    ticketCounts {\n      total\n      statuses {\n        status\n        statusCode\n        count\n      }\n    }\n    autoProcessor {\n      status\n      counters {\n        status\n        statusCode\n        count\n      }\n    }\n  }\n": types.ClientTestScopedCountsDocument,
    "\n  query ClientTestCounters {\n    autoProcessor {\n      status\n      counters {\n        status\n        statusCode\n        count\n      }\n    }\n  }\n": types.ClientTestCountersDocument,
    "\n  subscription ClientTestCountersLive {\n    ticketCounters {\n      status\n      statusCode\n      count\n    }\n  }\n": types.ClientTestCountersLiveDocument,
    "\n  subscription LiveResync {\n    resync {\n      reason\n    }\n  }\n": types.LiveResyncDocument,
    "\n  subscription LiveStatus {\n    liveStatusChanged {\n      upstreamConnected\n    }\n  }\n": types.LiveStatusDocument,
    "\n  mutation UploadFile($file: Upload!, $container: String) {\n    uploadFile(file: $file, container: $container) {\n      server\n      container\n      path\n      mime\n      name\n      url\n      thumbs {\n        width\n        path\n      }\n    }\n  }\n": types.UploadFileDocument,
    "\n  query ChatCacheTestRoom($room: String!, $limit: Int!, $before: DateTime) {\n    roomMessages(room: $room, limit: $limit, before: $before) {\n      items {\n        id\n        createdAt\n        text\n      }\n      rest\n    }\n  }\n": types.ChatCacheTestRoomDocument,
    "\n  query ChatCacheTestTicket($id: Int!, $page: Int!) {\n    ticket(id: $id) {\n      id\n      messages(page: $page, pageSize: 12) {\n        items {\n          id\n          createdAt\n          text\n        }\n        total\n        page\n      }\n    }\n  }\n": types.ChatCacheTestTicketDocument,
    "\n  subscription ConversationRead($room: String!) {\n    conversationRead(room: $room) {\n      roomName\n      readerId\n      count\n    }\n  }\n": types.ConversationReadDocument,
    "\n  query LookupCampaigns($search: String, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    campaigns(search: $search, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": types.LookupCampaignsDocument,
    "\n  query LookupPeriods($where: PeriodWhere, $pageSize: Int!) {\n    periods(where: $where, pageSize: $pageSize, orderBy: [{ field: startDate, direction: DESC }]) {\n      items {\n        id\n        startDate\n        endDate\n      }\n    }\n  }\n": types.LookupPeriodsDocument,
    "\n  query LookupRegions($search: String, $pageSize: Int!) {\n    regions(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": types.LookupRegionsDocument,
    "\n  query LookupCities($search: String, $where: CityWhere, $pageSize: Int!) {\n    cities(search: $search, where: $where, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": types.LookupCitiesDocument,
    "\n  query LookupPlaceTypes($search: String, $pageSize: Int!) {\n    placeTypes(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n": types.LookupPlaceTypesDocument,
    "\n  query LookupPlaces($search: String, $pageSize: Int!, $where: PlaceWhere) {\n    places(search: $search, pageSize: $pageSize, where: $where, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        address\n        city {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.LookupPlacesDocument,
    "\n  query LookupUsers($search: String, $pageSize: Int!, $where: UserWhere) {\n    users(search: $search, pageSize: $pageSize, where: $where) {\n      items {\n        id\n        name\n        surname\n        phone\n      }\n    }\n  }\n": types.LookupUsersDocument,
    "\n  query SavedViews($screen: String!) {\n    savedViews(screen: $screen) {\n      id\n      screen\n      name\n      search\n    }\n  }\n": types.SavedViewsDocument,
    "\n  mutation CreateSavedView($input: CreateSavedViewInput!) {\n    createSavedView(input: $input) {\n      id\n      screen\n      name\n      search\n    }\n  }\n": types.CreateSavedViewDocument,
    "\n  mutation RenameSavedView($id: ID!, $name: String!) {\n    renameSavedView(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n": types.RenameSavedViewDocument,
    "\n  mutation DeleteSavedView($id: ID!) {\n    deleteSavedView(id: $id) {\n      id\n    }\n  }\n": types.DeleteSavedViewDocument,
    "\n  fragment UserCard on User {\n    id\n    name\n    surname\n    phone\n    email\n    phoneVerified\n    blocked\n    status\n    roleName\n    role {\n      id\n      name\n      title\n    }\n  }\n": types.UserCardFragmentDoc,
    "\n  fragment SessionUser on User {\n    ...UserCard @unmask\n    middleName\n    # What the gateway's policy lets the user do (issue 37): screens read it, not role names.\n    rights {\n      invite\n      bulkPeople\n      editPlaces\n      commandDevices\n      reviewTickets\n      processTickets\n      controlProcessor\n      editCatalogue\n      useExplorer\n    }\n  }\n": types.SessionUserFragmentDoc,
    "\n  query SessionMe {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n": types.SessionMeDocument,
    "\n  fragment AuditHistory_entry on AuditLogEntry {\n    id\n    at\n    userId\n    userName\n    client\n    action\n    actionTitle\n    before\n    after\n    references {\n      field\n      id\n      model\n      name\n      roleName\n      parentId\n    }\n  }\n": types.AuditHistory_EntryFragmentDoc,
    "\n  fragment BulkOutcome on BulkResult {\n    action\n    total\n    succeeded\n    failed\n    results {\n      id\n      ok\n      status\n      message\n      code\n    }\n  }\n": types.BulkOutcomeFragmentDoc,
    "\n  query UpstreamCapabilities {\n    upstreamCapabilities {\n      routes {\n        name\n        state\n      }\n    }\n  }\n": types.UpstreamCapabilitiesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuditRoute($where: AuditLogWhere, $orderBy: [AuditLogOrder!], $page: Int!, $pageSize: Int!) {\n    auditLog(where: $where, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        at\n        userId\n        userName\n        userRole\n        address\n        client\n        model\n        entityId\n        entityName\n        action\n        actionTitle\n        before\n        after\n        references {\n          field\n          id\n          model\n          name\n        }\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query AuditRoute($where: AuditLogWhere, $orderBy: [AuditLogOrder!], $page: Int!, $pageSize: Int!) {\n    auditLog(where: $where, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        at\n        userId\n        userName\n        userRole\n        address\n        client\n        model\n        entityId\n        entityName\n        action\n        actionTitle\n        before\n        after\n        references {\n          field\n          id\n          model\n          name\n        }\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSignIn($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      user {\n        ...SessionUser @unmask\n      }\n      ttl\n    }\n  }\n"): (typeof documents)["\n  mutation AuthSignIn($phone: String!, $password: String!) {\n    login(phone: $phone, password: $password) {\n      user {\n        ...SessionUser @unmask\n      }\n      ttl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthSignOut {\n    logout\n  }\n"): (typeof documents)["\n  mutation AuthSignOut {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthRenewPassword($phone: String!) {\n    renewPassword(phone: $phone)\n  }\n"): (typeof documents)["\n  mutation AuthRenewPassword($phone: String!) {\n    renewPassword(phone: $phone)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignProducts($campaignId: Int!, $page: Int!, $pageSize: Int!) {\n    campaignProducts(campaignId: $campaignId, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        score\n        bonusScore\n        productId\n        product {\n          id\n          title\n          category {\n            id\n            score\n          }\n        }\n      }\n      total\n    }\n    available: productsOfCampaign(campaignId: $campaignId, inCampaign: false, pageSize: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query CampaignProducts($campaignId: Int!, $page: Int!, $pageSize: Int!) {\n    campaignProducts(campaignId: $campaignId, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        score\n        bonusScore\n        productId\n        product {\n          id\n          title\n          category {\n            id\n            score\n          }\n        }\n      }\n      total\n    }\n    available: productsOfCampaign(campaignId: $campaignId, inCampaign: false, pageSize: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsNotInCampaign($campaignId: Int!, $search: String, $pageSize: Int!) {\n    productsOfCampaign(campaignId: $campaignId, inCampaign: false, search: $search, pageSize: $pageSize) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductsNotInCampaign($campaignId: Int!, $search: String, $pageSize: Int!) {\n    productsOfCampaign(campaignId: $campaignId, inCampaign: false, search: $search, pageSize: $pageSize) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignProductRow_scores on CampaignProduct {\n    id\n    score\n    bonusScore\n  }\n"): (typeof documents)["\n  fragment CampaignProductRow_scores on CampaignProduct {\n    id\n    score\n    bonusScore\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddCampaignProduct($input: CampaignProductInput!) {\n    createCampaignProduct(input: $input) {\n      ...CampaignProductRow_scores @unmask\n      productId\n    }\n  }\n"): (typeof documents)["\n  mutation AddCampaignProduct($input: CampaignProductInput!) {\n    createCampaignProduct(input: $input) {\n      ...CampaignProductRow_scores @unmask\n      productId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCampaignProduct($id: Int!, $input: CampaignProductPatch!) {\n    updateCampaignProduct(id: $id, input: $input) {\n      ...CampaignProductRow_scores @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCampaignProduct($id: Int!, $input: CampaignProductPatch!) {\n    updateCampaignProduct(id: $id, input: $input) {\n      ...CampaignProductRow_scores @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveCampaignProduct($id: Int!) {\n    deleteCampaignProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation RemoveCampaignProduct($id: Int!) {\n    deleteCampaignProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignPage_campaign on Campaign {\n    id\n    miniature {\n      url\n      thumb(width: 200)\n    }\n    title\n    shortTitle\n    description\n    isActive\n    taskNumber\n    ticketLifetime\n    rulesLink\n    guideLink\n    exclusions\n    matches\n    placeScoreLimit\n    ticketSalesLimit\n    userScoreLimit\n  }\n"): (typeof documents)["\n  fragment CampaignPage_campaign on Campaign {\n    id\n    miniature {\n      url\n      thumb(width: 200)\n    }\n    title\n    shortTitle\n    description\n    isActive\n    taskNumber\n    ticketLifetime\n    rulesLink\n    guideLink\n    exclusions\n    matches\n    placeScoreLimit\n    ticketSalesLimit\n    userScoreLimit\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignRoute($id: Int!) {\n    campaign(id: $id) {\n      ...CampaignPage_campaign @unmask\n      periods {\n        id\n        startDate\n        endDate\n        note\n        requiresRegistration\n      }\n    }\n  }\n"): (typeof documents)["\n  query CampaignRoute($id: Int!) {\n    campaign(id: $id) {\n      ...CampaignPage_campaign @unmask\n      periods {\n        id\n        startDate\n        endDate\n        note\n        requiresRegistration\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CampaignLive($id: Int!) {\n    recordChanged(model: CAMPAIGN, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on Campaign {\n          ...CampaignPage_campaign\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription CampaignLive($id: Int!) {\n    recordChanged(model: CAMPAIGN, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on Campaign {\n          ...CampaignPage_campaign\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCampaign($input: CampaignInput!) {\n    createCampaign(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCampaign($input: CampaignInput!) {\n    createCampaign(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCampaign($id: Int!, $input: CampaignPatch!) {\n    updateCampaign(id: $id, input: $input) {\n      ...CampaignPage_campaign\n      ...CampaignHistory_campaign\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCampaign($id: Int!, $input: CampaignPatch!) {\n    updateCampaign(id: $id, input: $input) {\n      ...CampaignPage_campaign\n      ...CampaignHistory_campaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetCampaignMiniature($id: Int!, $file: Upload) {\n    setCampaignMiniature(id: $id, file: $file) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SetCampaignMiniature($id: Int!, $file: Upload) {\n    setCampaignMiniature(id: $id, file: $file) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCampaign($id: Int!) {\n    deleteCampaign(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCampaign($id: Int!) {\n    deleteCampaign(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignUsage($id: Int!) {\n    places(where: { campaignId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query CampaignUsage($id: Int!) {\n    places(where: { campaignId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignsRoute($where: CampaignWhere, $search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    campaigns(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n        shortTitle\n        isActive\n        taskNumber\n        ticketLifetime\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query CampaignsRoute($where: CampaignWhere, $search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    campaigns(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n        shortTitle\n        isActive\n        taskNumber\n        ticketLifetime\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CategoryEditor_category on ProductCategory {\n    id\n    title\n    score\n    recommendedPrice\n  }\n"): (typeof documents)["\n  fragment CategoryEditor_category on ProductCategory {\n    id\n    title\n    score\n    recommendedPrice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCategoryEditor($id: Int!) {\n    productCategory(id: $id) {\n      ...CategoryEditor_category @unmask\n    }\n  }\n"): (typeof documents)["\n  query ProductCategoryEditor($id: Int!) {\n    productCategory(id: $id) {\n      ...CategoryEditor_category @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductCategory($input: ProductCategoryInput!) {\n    createProductCategory(input: $input) {\n      ...CategoryEditor_category @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductCategory($input: ProductCategoryInput!) {\n    createProductCategory(input: $input) {\n      ...CategoryEditor_category @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductCategory($id: Int!, $input: ProductCategoryPatch!) {\n    updateProductCategory(id: $id, input: $input) {\n      ...CategoryEditor_category @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductCategory($id: Int!, $input: ProductCategoryPatch!) {\n    updateProductCategory(id: $id, input: $input) {\n      ...CategoryEditor_category @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProductCategory($id: Int!) {\n    deleteProductCategory(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProductCategory($id: Int!) {\n    deleteProductCategory(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCategoryUsage($id: Int!) {\n    products(where: { categoryId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query ProductCategoryUsage($id: Int!) {\n    products(where: { categoryId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CitiesRoute($where: CityWhere, $search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    cities(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        ...CityPage_city @unmask\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query CitiesRoute($where: CityWhere, $search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    cities(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        ...CityPage_city @unmask\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CityPage_city on City {\n    id\n    title\n    timeZone\n    region {\n      id\n      title\n    }\n    admEntity {\n      id\n      title\n    }\n    location {\n      lat\n      lng\n    }\n  }\n"): (typeof documents)["\n  fragment CityPage_city on City {\n    id\n    title\n    timeZone\n    region {\n      id\n      title\n    }\n    admEntity {\n      id\n      title\n    }\n    location {\n      lat\n      lng\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityRoute($id: Int!) {\n    city(id: $id) {\n      ...CityPage_city @unmask\n    }\n  }\n"): (typeof documents)["\n  query CityRoute($id: Int!) {\n    city(id: $id) {\n      ...CityPage_city @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CitySelectAdmEntities($search: String, $pageSize: Int!) {\n    admEntities(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query CitySelectAdmEntities($search: String, $pageSize: Int!) {\n    admEntities(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCity($input: CityInput!) {\n    createCity(input: $input) {\n      id\n      ...CityPage_city\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCity($input: CityInput!) {\n    createCity(input: $input) {\n      id\n      ...CityPage_city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCity($id: Int!, $input: CityPatch!) {\n    updateCity(id: $id, input: $input) {\n      ...CityPage_city\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCity($id: Int!, $input: CityPatch!) {\n    updateCity(id: $id, input: $input) {\n      ...CityPage_city\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCity($id: Int!) {\n    deleteCity(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteCity($id: Int!) {\n    deleteCity(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CityUsage($id: Int!) {\n    places(where: { cityId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query CityUsage($id: Int!) {\n    places(where: { cityId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegionsRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    list: regions(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query RegionsRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    list: regions(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegionRoute($id: Int!) {\n    item: region(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query RegionRoute($id: Int!) {\n    item: region(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRegion($input: TitledInput!) {\n    saved: createRegion(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRegion($input: TitledInput!) {\n    saved: createRegion(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateRegion($id: Int!, $input: TitledInput!) {\n    saved: updateRegion(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateRegion($id: Int!, $input: TitledInput!) {\n    saved: updateRegion(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRegion($id: Int!) {\n    removed: deleteRegion(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteRegion($id: Int!) {\n    removed: deleteRegion(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RegionUsage($id: Int!) {\n    usage: cities(where: { regionId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query RegionUsage($id: Int!) {\n    usage: cities(where: { regionId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmEntitiesRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    list: admEntities(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdmEntitiesRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    list: admEntities(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmEntityRoute($id: Int!) {\n    item: admEntity(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query AdmEntityRoute($id: Int!) {\n    item: admEntity(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateAdmEntity($input: TitledInput!) {\n    saved: createAdmEntity(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CreateAdmEntity($input: TitledInput!) {\n    saved: createAdmEntity(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAdmEntity($id: Int!, $input: TitledInput!) {\n    saved: updateAdmEntity(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAdmEntity($id: Int!, $input: TitledInput!) {\n    saved: updateAdmEntity(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAdmEntity($id: Int!) {\n    removed: deleteAdmEntity(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteAdmEntity($id: Int!) {\n    removed: deleteAdmEntity(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdmEntityUsage($id: Int!) {\n    usage: cities(where: { admEntityId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdmEntityUsage($id: Int!) {\n    usage: cities(where: { admEntityId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceTypesRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    list: placeTypes(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query PlaceTypesRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    list: placeTypes(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceTypeEditor($id: Int!) {\n    item: placeType(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query PlaceTypeEditor($id: Int!) {\n    item: placeType(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlaceType($input: TitledInput!) {\n    saved: createPlaceType(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlaceType($input: TitledInput!) {\n    saved: createPlaceType(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlaceType($id: Int!, $input: TitledInput!) {\n    saved: updatePlaceType(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlaceType($id: Int!, $input: TitledInput!) {\n    saved: updatePlaceType(id: $id, input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlaceType($id: Int!) {\n    removed: deletePlaceType(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePlaceType($id: Int!) {\n    removed: deletePlaceType(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceTypeUsage($id: Int!) {\n    usage: places(where: { placeTypeId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query PlaceTypeUsage($id: Int!) {\n    usage: places(where: { placeTypeId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CampaignHistory_campaign on Campaign {\n    id\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment CampaignHistory_campaign on Campaign {\n    id\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PeriodHistory_period on Period {\n    id\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PeriodHistory_period on Period {\n    id\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CampaignHistory($id: Int!) {\n    campaign(id: $id) {\n      id\n      ...CampaignHistory_campaign\n    }\n  }\n"): (typeof documents)["\n  query CampaignHistory($id: Int!) {\n    campaign(id: $id) {\n      id\n      ...CampaignHistory_campaign\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeriodHistory($id: Int!) {\n    period(id: $id) {\n      id\n      ...PeriodHistory_period\n    }\n  }\n"): (typeof documents)["\n  query PeriodHistory($id: Int!) {\n    period(id: $id) {\n      id\n      ...PeriodHistory_period\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PeriodPage_period on Period {\n    id\n    startDate\n    endDate\n    note\n    placeScoreLimit\n    ticketSalesLimit\n    userScoreLimit\n    requiresRegistration\n    campaignId\n  }\n"): (typeof documents)["\n  fragment PeriodPage_period on Period {\n    id\n    startDate\n    endDate\n    note\n    placeScoreLimit\n    ticketSalesLimit\n    userScoreLimit\n    requiresRegistration\n    campaignId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeriodRoute($campaignId: Int!, $periodId: Int!, $withPeriod: Boolean!) {\n    campaign(id: $campaignId) {\n      id\n      title\n      placeScoreLimit\n      ticketSalesLimit\n      userScoreLimit\n    }\n    period(id: $periodId) @include(if: $withPeriod) {\n      ...PeriodPage_period @unmask\n    }\n  }\n"): (typeof documents)["\n  query PeriodRoute($campaignId: Int!, $periodId: Int!, $withPeriod: Boolean!) {\n    campaign(id: $campaignId) {\n      id\n      title\n      placeScoreLimit\n      ticketSalesLimit\n      userScoreLimit\n    }\n    period(id: $periodId) @include(if: $withPeriod) {\n      ...PeriodPage_period @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PeriodLive($id: Int!) {\n    recordChanged(model: PERIOD, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on Period {\n          ...PeriodPage_period\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription PeriodLive($id: Int!) {\n    recordChanged(model: PERIOD, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on Period {\n          ...PeriodPage_period\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePeriod($input: PeriodInput!) {\n    createPeriod(input: $input) {\n      id\n      ...PeriodPage_period\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePeriod($input: PeriodInput!) {\n    createPeriod(input: $input) {\n      id\n      ...PeriodPage_period\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePeriod($id: Int!, $input: PeriodPatch!) {\n    updatePeriod(id: $id, input: $input) {\n      ...PeriodPage_period\n      ...PeriodHistory_period\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePeriod($id: Int!, $input: PeriodPatch!) {\n    updatePeriod(id: $id, input: $input) {\n      ...PeriodPage_period\n      ...PeriodHistory_period\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePeriod($id: Int!) {\n    deletePeriod(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePeriod($id: Int!) {\n    deletePeriod(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeriodProducts($campaignId: Int!, $periodId: Int!, $page: Int!, $pageSize: Int!) {\n    campaignProducts(campaignId: $campaignId, periodId: $periodId, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        score\n        bonusScore\n        productId\n        product {\n          id\n          title\n        }\n        periodProducts {\n          ...PeriodProductRow_scores @unmask\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query PeriodProducts($campaignId: Int!, $periodId: Int!, $page: Int!, $pageSize: Int!) {\n    campaignProducts(campaignId: $campaignId, periodId: $periodId, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        score\n        bonusScore\n        productId\n        product {\n          id\n          title\n        }\n        periodProducts {\n          ...PeriodProductRow_scores @unmask\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PeriodProductRow_scores on PeriodProduct {\n    id\n    score\n    bonusScore\n    periodId\n  }\n"): (typeof documents)["\n  fragment PeriodProductRow_scores on PeriodProduct {\n    id\n    score\n    bonusScore\n    periodId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePeriodProduct($input: PeriodProductInput!) {\n    createPeriodProduct(input: $input) {\n      ...PeriodProductRow_scores @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePeriodProduct($input: PeriodProductInput!) {\n    createPeriodProduct(input: $input) {\n      ...PeriodProductRow_scores @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePeriodProduct($id: Int!, $input: PeriodProductPatch!) {\n    updatePeriodProduct(id: $id, input: $input) {\n      ...PeriodProductRow_scores @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePeriodProduct($id: Int!, $input: PeriodProductPatch!) {\n    updatePeriodProduct(id: $id, input: $input) {\n      ...PeriodProductRow_scores @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlansGridPlaces($where: PlaceWhere, $search: String, $page: Int!, $pageSize: Int!, $periodId: Int!) {\n    places(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        address\n        city {\n          id\n          title\n          regionName\n        }\n        plan(periodId: $periodId) {\n          id\n          plan\n          fact\n          placeId\n          periodId\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query PlansGridPlaces($where: PlaceWhere, $search: String, $page: Int!, $pageSize: Int!, $periodId: Int!) {\n    places(where: $where, search: $search, page: $page, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        address\n        city {\n          id\n          title\n          regionName\n        }\n        plan(periodId: $periodId) {\n          id\n          plan\n          fact\n          placeId\n          periodId\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlansGridRegionCities($regionId: Int!) {\n    cities(where: { regionId: { eq: $regionId } }, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlansGridRegionCities($regionId: Int!) {\n    cities(where: { regionId: { eq: $regionId } }, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlansGrid_plan on Plan {\n    id\n    plan\n    fact\n    placeId\n    periodId\n  }\n"): (typeof documents)["\n  fragment PlansGrid_plan on Plan {\n    id\n    plan\n    fact\n    placeId\n    periodId\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      ...PlansGrid_plan @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlan($input: PlanInput!) {\n    createPlan(input: $input) {\n      ...PlansGrid_plan @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlan($id: Int!, $input: PlanPatch!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlansGrid_plan @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlan($id: Int!, $input: PlanPatch!) {\n    updatePlan(id: $id, input: $input) {\n      ...PlansGrid_plan @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductPage_product on Product {\n    id\n    title\n    shortTitle\n    recommendedPrice\n    matches\n    exclusions\n    category {\n      id\n      title\n      score\n      recommendedPrice\n    }\n  }\n"): (typeof documents)["\n  fragment ProductPage_product on Product {\n    id\n    title\n    shortTitle\n    recommendedPrice\n    matches\n    exclusions\n    category {\n      id\n      title\n      score\n      recommendedPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductRoute($id: Int!) {\n    product(id: $id) {\n      ...ProductPage_product @unmask\n      image {\n        url\n        thumb(width: 200)\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductRoute($id: Int!) {\n    product(id: $id) {\n      ...ProductPage_product @unmask\n      image {\n        url\n        thumb(width: 200)\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductCategoriesSearch($search: String, $pageSize: Int!) {\n    productCategories(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        score\n        recommendedPrice\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductCategoriesSearch($search: String, $pageSize: Int!) {\n    productCategories(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        score\n        recommendedPrice\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...ProductPage_product @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($input: ProductInput!) {\n    createProduct(input: $input) {\n      ...ProductPage_product @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: Int!, $input: ProductPatch!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductPage_product @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: Int!, $input: ProductPatch!) {\n    updateProduct(id: $id, input: $input) {\n      ...ProductPage_product @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetProductImage($id: Int!, $file: Upload) {\n    setProductImage(id: $id, file: $file) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation SetProductImage($id: Int!, $file: Upload) {\n    setProductImage(id: $id, file: $file) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: Int!) {\n    deleteProduct(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: Int!) {\n    deleteProduct(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    products(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        ...ProductPage_product @unmask\n      }\n      total\n    }\n    productCategories(pageSize: 100, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        score\n        recommendedPrice\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query ProductsRoute($search: String, $page: Int!, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    products(search: $search, page: $page, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        ...ProductPage_product @unmask\n      }\n      total\n    }\n    productCategories(pageSize: 100, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        score\n        recommendedPrice\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CitySelectRegions($search: String, $pageSize: Int!) {\n    regions(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query CitySelectRegions($search: String, $pageSize: Int!) {\n    regions(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ConversationList_conversation on Conversation {\n    roomName\n    userId\n    hasNewMessage\n    user {\n      id\n      name\n      surname\n      phone\n      place {\n        id\n        title\n      }\n      city {\n        id\n        title\n      }\n    }\n    lastMessage {\n      id\n      text\n      createdAt\n      file {\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ConversationList_conversation on Conversation {\n    roomName\n    userId\n    hasNewMessage\n    user {\n      id\n      name\n      surname\n      phone\n      place {\n        id\n        title\n      }\n      city {\n        id\n        title\n      }\n    }\n    lastMessage {\n      id\n      text\n      createdAt\n      file {\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MessageBubble_message on Message {\n    id\n    text\n    createdAt\n    saw\n    senderId\n    sender {\n      id\n      name\n      surname\n      phone\n    }\n    ticketId\n    file {\n      path\n      mime\n      name\n      url\n      thumb(width: 240)\n    }\n  }\n"): (typeof documents)["\n  fragment MessageBubble_message on Message {\n    id\n    text\n    createdAt\n    saw\n    senderId\n    sender {\n      id\n      name\n      surname\n      phone\n    }\n    ticketId\n    file {\n      path\n      mime\n      name\n      url\n      thumb(width: 240)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MessengerRoute($search: String, $order: ConversationOrder, $page: Int!, $pageSize: Int!) {\n    conversations(search: $search, order: $order, page: $page, pageSize: $pageSize) {\n      items {\n        roomName\n        hasNewMessage\n        user {\n          id\n          name\n          surname\n          phone\n        }\n        lastMessage {\n          id\n          createdAt\n        }\n        ...ConversationList_conversation\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query MessengerRoute($search: String, $order: ConversationOrder, $page: Int!, $pageSize: Int!) {\n    conversations(search: $search, order: $order, page: $page, pageSize: $pageSize) {\n      items {\n        roomName\n        hasNewMessage\n        user {\n          id\n          name\n          surname\n          phone\n        }\n        lastMessage {\n          id\n          createdAt\n        }\n        ...ConversationList_conversation\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConversationUpdatedLive {\n    conversationUpdated {\n      roomName\n      hasNewMessage\n      lastMessage {\n        id\n        createdAt\n      }\n      ...ConversationList_conversation\n    }\n  }\n"): (typeof documents)["\n  subscription ConversationUpdatedLive {\n    conversationUpdated {\n      roomName\n      hasNewMessage\n      lastMessage {\n        id\n        createdAt\n      }\n      ...ConversationList_conversation\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RoomMessages($room: String!, $limit: Int!, $before: DateTime) {\n    roomMessages(room: $room, limit: $limit, before: $before) {\n      items {\n        id\n        createdAt\n        senderId\n        ...MessageBubble_message\n      }\n      rest\n    }\n  }\n"): (typeof documents)["\n  query RoomMessages($room: String!, $limit: Int!, $before: DateTime) {\n    roomMessages(room: $room, limit: $limit, before: $before) {\n      items {\n        id\n        createdAt\n        senderId\n        ...MessageBubble_message\n      }\n      rest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RoomMessageAdded($room: String!) {\n    messageAdded(room: $room) {\n      id\n      createdAt\n      senderId\n      ...MessageBubble_message\n    }\n  }\n"): (typeof documents)["\n  subscription RoomMessageAdded($room: String!) {\n    messageAdded(room: $room) {\n      id\n      createdAt\n      senderId\n      ...MessageBubble_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendRoomMessage($room: String!, $text: String, $file: FileInput) {\n    sendRoomMessage(room: $room, text: $text, file: $file) {\n      id\n      createdAt\n      senderId\n      ...MessageBubble_message\n    }\n  }\n"): (typeof documents)["\n  mutation SendRoomMessage($room: String!, $text: String, $file: FileInput) {\n    sendRoomMessage(room: $room, text: $text, file: $file) {\n      id\n      createdAt\n      senderId\n      ...MessageBubble_message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkConversationRead($room: String!) {\n    markConversationRead(room: $room)\n  }\n"): (typeof documents)["\n  mutation MarkConversationRead($room: String!) {\n    markConversationRead(room: $room)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonDeviceCount($userId: Int!) {\n    deviceCount(scope: { userId: $userId })\n  }\n"): (typeof documents)["\n  query PersonDeviceCount($userId: Int!) {\n    deviceCount(scope: { userId: $userId })\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendDeviceCommand($event: String!, $payload: JSON, $userId: Int!) {\n    sendDeviceCommand(event: $event, payload: $payload, scope: { userId: $userId })\n  }\n"): (typeof documents)["\n  mutation SendDeviceCommand($event: String!, $payload: JSON, $userId: Int!) {\n    sendDeviceCommand(event: $event, payload: $payload, scope: { userId: $userId })\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteRegionalManager($input: InviteInput!) {\n    inviteRegionalManager(input: $input) {\n      user {\n        id\n      }\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation InviteRegionalManager($input: InviteInput!) {\n    inviteRegionalManager(input: $input) {\n      user {\n        id\n      }\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteSalesMan($input: InviteInput!) {\n    inviteSalesMan(input: $input) {\n      user {\n        id\n      }\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation InviteSalesMan($input: InviteInput!) {\n    inviteSalesMan(input: $input) {\n      user {\n        id\n      }\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteVendor($input: VendorInviteInput!) {\n    inviteVendor(input: $input) {\n      user {\n        id\n      }\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation InviteVendor($input: VendorInviteInput!) {\n    inviteVendor(input: $input) {\n      user {\n        id\n      }\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteSetPlace($userId: Int!, $placeId: Int!) {\n    setUserPlace(userId: $userId, placeId: $placeId) {\n      id\n      placeId\n      placeIds\n    }\n  }\n"): (typeof documents)["\n  mutation InviteSetPlace($userId: Int!, $placeId: Int!) {\n    setUserPlace(userId: $userId, placeId: $placeId) {\n      id\n      placeId\n      placeIds\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PeopleBulkAction($action: PersonBulkAction!, $ids: [Int!]!) {\n    bulkPeople(action: $action, ids: $ids) {\n      ...BulkOutcome @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation PeopleBulkAction($action: PersonBulkAction!, $ids: [Int!]!) {\n    bulkPeople(action: $action, ids: $ids) {\n      ...BulkOutcome @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PeopleUndoBlock($ids: [Int!]!) {\n    undo(action: PERSON_BLOCK, ids: $ids) {\n      ...BulkOutcome @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation PeopleUndoBlock($ids: [Int!]!) {\n    undo(action: PERSON_BLOCK, ids: $ids) {\n      ...BulkOutcome @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PeopleList_person on User {\n    ...UserCard @unmask\n    city {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment PeopleList_person on User {\n    ...UserCard @unmask\n    city {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PeopleRoute($where: UserWhere, $search: String, $orderBy: [UserOrder!], $page: Int!, $pageSize: Int!, $vendors: Boolean!) {\n    users(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) @skip(if: $vendors) {\n      items {\n        ...PeopleList_person @unmask\n      }\n      total\n      page\n      pageSize\n    }\n    vendors(withOnline: true, where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) @include(if: $vendors) {\n      items {\n        ...PeopleList_person @unmask\n        place {\n          id\n          title\n        }\n        online\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query PeopleRoute($where: UserWhere, $search: String, $orderBy: [UserOrder!], $page: Int!, $pageSize: Int!, $vendors: Boolean!) {\n    users(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) @skip(if: $vendors) {\n      items {\n        ...PeopleList_person @unmask\n      }\n      total\n      page\n      pageSize\n    }\n    vendors(withOnline: true, where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) @include(if: $vendors) {\n      items {\n        ...PeopleList_person @unmask\n        place {\n          id\n          title\n        }\n        online\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUser($id: Int!, $input: UserPatch!, $expectedUpdatedAt: DateTime) {\n    updateUser(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...PersonPage_user\n      cityId\n      city {\n        id\n        title\n      }\n      cities {\n        id\n        title\n      }\n      history(pageSize: 50) {\n        items {\n          ...AuditHistory_entry @unmask\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUser($id: Int!, $input: UserPatch!, $expectedUpdatedAt: DateTime) {\n    updateUser(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...PersonPage_user\n      cityId\n      city {\n        id\n        title\n      }\n      cities {\n        id\n        title\n      }\n      history(pageSize: 50) {\n        items {\n          ...AuditHistory_entry @unmask\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonPage_user on User {\n    ...UserCard @unmask\n    middleName\n    avatar {\n      url\n      thumb(width: 200)\n    }\n    cityIds\n    placeId\n    score\n    pendingScore\n    can {\n      update\n      assignPlaces\n    }\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment PersonPage_user on User {\n    ...UserCard @unmask\n    middleName\n    avatar {\n      url\n      thumb(width: 200)\n    }\n    cityIds\n    placeId\n    score\n    pendingScore\n    can {\n      update\n      assignPlaces\n    }\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PersonLive($id: Int!) {\n    recordChanged(model: USER, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on User {\n          ...PersonPage_user\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription PersonLive($id: Int!) {\n    recordChanged(model: USER, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on User {\n          ...PersonPage_user\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonRoute($id: Int!, $withTickets: Boolean!, $withCities: Boolean!) {\n    user(id: $id) {\n      ...PersonPage_user @unmask\n      cities @include(if: $withCities) {\n        id\n        title\n      }\n    }\n    tickets(where: { userId: { eq: $id } }, pageSize: 12, orderBy: [{ field: dateTime, direction: DESC }]) @include(if: $withTickets) {\n      items {\n        ...PersonTickets_ticket @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonRoute($id: Int!, $withTickets: Boolean!, $withCities: Boolean!) {\n    user(id: $id) {\n      ...PersonPage_user @unmask\n      cities @include(if: $withCities) {\n        id\n        title\n      }\n    }\n    tickets(where: { userId: { eq: $id } }, pageSize: 12, orderBy: [{ field: dateTime, direction: DESC }]) @include(if: $withTickets) {\n      items {\n        ...PersonTickets_ticket @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonHistory($id: Int!) {\n    user(id: $id) {\n      id\n      history(pageSize: 50) {\n        items {\n          ...AuditHistory_entry @unmask\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PersonHistory($id: Int!) {\n    user(id: $id) {\n      id\n      history(pageSize: 50) {\n        items {\n          ...AuditHistory_entry @unmask\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonCrumbPlace($id: Int!) {\n    place(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query PersonCrumbPlace($id: Int!) {\n    place(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecentTickets_ticket on Ticket {\n    id\n    dateTime\n    totalSum\n    score\n    status\n    statusCode\n    statusTitle\n  }\n"): (typeof documents)["\n  fragment RecentTickets_ticket on Ticket {\n    id\n    dateTime\n    totalSum\n    score\n    status\n    statusCode\n    statusTitle\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PersonTickets_ticket on Ticket {\n    ...RecentTickets_ticket @unmask\n    place {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment PersonTickets_ticket on Ticket {\n    ...RecentTickets_ticket @unmask\n    place {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceAssignment($userId: Int!, $placeId: Int!) {\n    placeAssignment(userId: $userId, placeId: $placeId) {\n      rule\n      places\n      assigned\n      city {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaceAssignment($userId: Int!, $placeId: Int!) {\n    placeAssignment(userId: $userId, placeId: $placeId) {\n      rule\n      places\n      assigned\n      city {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UndoUnassignPlace($userId: Int!, $placeId: Int!) {\n    undo(action: PERSON_UNASSIGN_PLACE, ids: [$userId], placeId: $placeId) {\n      failed\n      results {\n        id\n        ok\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UndoUnassignPlace($userId: Int!, $placeId: Int!) {\n    undo(action: PERSON_UNASSIGN_PLACE, ids: [$userId], placeId: $placeId) {\n      failed\n      results {\n        id\n        ok\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceUsage($id: Int!) {\n    tickets(where: { placeId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query PlaceUsage($id: Int!) {\n    tickets(where: { placeId: { eq: $id } }, pageSize: 1) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePlace($id: Int!) {\n    deletePlace(id: $id)\n  }\n"): (typeof documents)["\n  mutation DeletePlace($id: Int!) {\n    deletePlace(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePlace($input: PlaceInput!) {\n    createPlace(input: $input) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePlace($input: PlaceInput!) {\n    createPlace(input: $input) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePlace($id: Int!, $input: PlacePatch!, $expectedUpdatedAt: DateTime) {\n    updatePlace(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...PlacePage_place @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePlace($id: Int!, $input: PlacePatch!, $expectedUpdatedAt: DateTime) {\n    updatePlace(id: $id, input: $input, expectedUpdatedAt: $expectedUpdatedAt) {\n      ...PlacePage_place @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlacePage_place on Place {\n    id\n    title\n    description\n    address\n    inn\n    internalId\n    cityId\n    city {\n      id\n      title\n    }\n    placeTypeId\n    placeType {\n      id\n      title\n    }\n    campaignId\n    campaign {\n      id\n      title\n    }\n    distributingFacilityId\n    blocked\n    image {\n      url\n      thumb(width: 500)\n    }\n    location {\n      lat\n      lng\n    }\n    can {\n      update\n      assign\n      invite\n    }\n    updatedAt\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment PlacePage_place on Place {\n    id\n    title\n    description\n    address\n    inn\n    internalId\n    cityId\n    city {\n      id\n      title\n    }\n    placeTypeId\n    placeType {\n      id\n      title\n    }\n    campaignId\n    campaign {\n      id\n      title\n    }\n    distributingFacilityId\n    blocked\n    image {\n      url\n      thumb(width: 500)\n    }\n    location {\n      lat\n      lng\n    }\n    can {\n      update\n      assign\n      invite\n    }\n    updatedAt\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PlaceLive($id: Int!) {\n    recordChanged(model: PLACE, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on Place {\n          ...PlacePage_place\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription PlaceLive($id: Int!) {\n    recordChanged(model: PLACE, id: $id) {\n      actorId\n      actorName\n      at\n      record {\n        ... on Place {\n          ...PlacePage_place\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceRoute($id: Int!) {\n    place(id: $id) {\n      ...PlacePage_place @unmask\n      users {\n        ...PlacePeople_person @unmask\n      }\n      regionalManagers {\n        ...PlacePeople_person @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaceRoute($id: Int!) {\n    place(id: $id) {\n      ...PlacePage_place @unmask\n      users {\n        ...PlacePeople_person @unmask\n      }\n      regionalManagers {\n        ...PlacePeople_person @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceCrumbPerson($id: Int!) {\n    user(id: $id) {\n      id\n      name\n      surname\n      phone\n    }\n  }\n"): (typeof documents)["\n  query PlaceCrumbPerson($id: Int!) {\n    user(id: $id) {\n      id\n      name\n      surname\n      phone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlacePeople_person on User {\n    id\n    name\n    surname\n    phone\n    roleName\n    status\n  }\n"): (typeof documents)["\n  fragment PlacePeople_person on User {\n    id\n    name\n    surname\n    phone\n    roleName\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AssignToPlace($placeId: Int!, $userId: Int!, $role: PlaceRole!) {\n    assignToPlace(placeId: $placeId, userId: $userId, role: $role) {\n      id\n      users {\n        ...PlacePeople_person @unmask\n      }\n      regionalManagers {\n        ...PlacePeople_person @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AssignToPlace($placeId: Int!, $userId: Int!, $role: PlaceRole!) {\n    assignToPlace(placeId: $placeId, userId: $userId, role: $role) {\n      id\n      users {\n        ...PlacePeople_person @unmask\n      }\n      regionalManagers {\n        ...PlacePeople_person @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnassignFromPlace($placeId: Int!, $userId: Int!, $role: PlaceRole!) {\n    unassignFromPlace(placeId: $placeId, userId: $userId, role: $role) {\n      id\n      users {\n        ...PlacePeople_person @unmask\n      }\n      regionalManagers {\n        ...PlacePeople_person @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnassignFromPlace($placeId: Int!, $userId: Int!, $role: PlaceRole!) {\n    unassignFromPlace(placeId: $placeId, userId: $userId, role: $role) {\n      id\n      users {\n        ...PlacePeople_person @unmask\n      }\n      regionalManagers {\n        ...PlacePeople_person @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation InviteToPlace($phone: String!, $roleName: PlaceRole!, $placeId: Int!) {\n    inviteToPlace(phone: $phone, roleName: $roleName, placeId: $placeId) {\n      user {\n        id\n      }\n      code\n    }\n  }\n"): (typeof documents)["\n  mutation InviteToPlace($phone: String!, $roleName: PlaceRole!, $placeId: Int!) {\n    inviteToPlace(phone: $phone, roleName: $roleName, placeId: $placeId) {\n      user {\n        id\n      }\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaceTickets($id: Int!) {\n    tickets(where: { placeId: { eq: $id } }, pageSize: 12, orderBy: [{ field: dateTime, direction: DESC }]) {\n      items {\n        ...RecentTickets_ticket @unmask\n        user {\n          id\n          name\n          surname\n          phone\n        }\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query PlaceTickets($id: Int!) {\n    tickets(where: { placeId: { eq: $id } }, pageSize: 12, orderBy: [{ field: dateTime, direction: DESC }]) {\n      items {\n        ...RecentTickets_ticket @unmask\n        user {\n          id\n          name\n          surname\n          phone\n        }\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PersonPlaces($userId: Int!, $inSearch: String, $inPage: Int!, $outSearch: String, $outPage: Int!, $pageSize: Int!) {\n    assigned: placesOfUser(userId: $userId, assigned: true, search: $inSearch, page: $inPage, pageSize: $pageSize) {\n      items {\n        id\n        title\n        address\n      }\n      total\n    }\n    notAssigned: placesOfUser(userId: $userId, assigned: false, search: $outSearch, page: $outPage, pageSize: $pageSize) {\n      items {\n        id\n        title\n        address\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query PersonPlaces($userId: Int!, $inSearch: String, $inPage: Int!, $outSearch: String, $outPage: Int!, $pageSize: Int!) {\n    assigned: placesOfUser(userId: $userId, assigned: true, search: $inSearch, page: $inPage, pageSize: $pageSize) {\n      items {\n        id\n        title\n        address\n      }\n      total\n    }\n    notAssigned: placesOfUser(userId: $userId, assigned: false, search: $outSearch, page: $outPage, pageSize: $pageSize) {\n      items {\n        id\n        title\n        address\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlacesOfUser_assigned on User {\n    id\n    placeId\n    placeIds\n    # A regional manager's places come with their cities: the profile's 'Города' follow.\n    cityIds\n    cities {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment PlacesOfUser_assigned on User {\n    id\n    placeId\n    placeIds\n    # A regional manager's places come with their cities: the profile's 'Города' follow.\n    cityIds\n    cities {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddUserPlace($userId: Int!, $placeId: Int!) {\n    addUserPlace(userId: $userId, placeId: $placeId) {\n      ...PlacesOfUser_assigned @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation AddUserPlace($userId: Int!, $placeId: Int!) {\n    addUserPlace(userId: $userId, placeId: $placeId) {\n      ...PlacesOfUser_assigned @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveUserPlace($userId: Int!, $placeId: Int!) {\n    removeUserPlace(userId: $userId, placeId: $placeId) {\n      ...PlacesOfUser_assigned @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveUserPlace($userId: Int!, $placeId: Int!) {\n    removeUserPlace(userId: $userId, placeId: $placeId) {\n      ...PlacesOfUser_assigned @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserPlace($userId: Int!, $placeId: Int!) {\n    setUserPlace(userId: $userId, placeId: $placeId) {\n      id\n      placeId\n      placeIds\n      place {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserPlace($userId: Int!, $placeId: Int!) {\n    setUserPlace(userId: $userId, placeId: $placeId) {\n      id\n      placeId\n      placeIds\n      place {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetUserPlace($userId: Int!) {\n    resetUserPlace(userId: $userId) {\n      id\n      placeId\n      placeIds\n      place {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetUserPlace($userId: Int!) {\n    resetUserPlace(userId: $userId) {\n      id\n      placeId\n      placeIds\n      place {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacesRegionCities($regionId: Int!) {\n    cities(where: { regionId: { eq: $regionId } }, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlacesRegionCities($regionId: Int!) {\n    cities(where: { regionId: { eq: $regionId } }, pageSize: 100) {\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlacesRoute($where: PlaceWhere, $search: String, $orderBy: [PlaceOrder!], $page: Int!, $pageSize: Int!) {\n    places(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        title\n        address\n        internalId\n        inn\n        blocked\n        city {\n          id\n          title\n        }\n        placeType {\n          id\n          title\n        }\n        campaign {\n          id\n          title\n        }\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query PlacesRoute($where: PlaceWhere, $search: String, $orderBy: [PlaceOrder!], $page: Int!, $pageSize: Int!) {\n    places(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        title\n        address\n        internalId\n        inn\n        blocked\n        city {\n          id\n          title\n        }\n        placeType {\n          id\n          title\n        }\n        campaign {\n          id\n          title\n        }\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ApiTokensSection_token on ApiToken {\n    id\n    name\n    readOnly\n    createdAt\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment ApiTokensSection_token on ApiToken {\n    id\n    name\n    readOnly\n    createdAt\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        ...ApiTokensSection_token @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        ...ApiTokensSection_token @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($id: ID!) {\n    revokeApiToken(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileRoute {\n    me {\n      id\n      ...SessionUser\n    }\n    apiTokens {\n      id\n      ...ApiTokensSection_token\n    }\n  }\n"): (typeof documents)["\n  query ProfileRoute {\n    me {\n      id\n      ...SessionUser\n    }\n    apiTokens {\n      id\n      ...ApiTokensSection_token\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportTicketStats($groupBy: [TicketStatsKey!], $filter: ReportFilter, $limit: Int) {\n    ticketStats(groupBy: $groupBy, filter: $filter, limit: $limit) {\n      groupBy\n      groups {\n        key {\n          status\n          statusCode\n          day\n          regionId\n          region {\n            id\n            title\n          }\n          cityId\n          city {\n            id\n            title\n          }\n          placeId\n          place {\n            id\n            title\n            address\n          }\n          userId\n          user {\n            id\n            name\n            surname\n            phone\n          }\n          productId\n          product {\n            id\n            title\n          }\n        }\n        count\n        totalSum\n        score\n        units\n      }\n      totals {\n        count\n        totalSum\n        score\n        units\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportTicketStats($groupBy: [TicketStatsKey!], $filter: ReportFilter, $limit: Int) {\n    ticketStats(groupBy: $groupBy, filter: $filter, limit: $limit) {\n      groupBy\n      groups {\n        key {\n          status\n          statusCode\n          day\n          regionId\n          region {\n            id\n            title\n          }\n          cityId\n          city {\n            id\n            title\n          }\n          placeId\n          place {\n            id\n            title\n            address\n          }\n          userId\n          user {\n            id\n            name\n            surname\n            phone\n          }\n          productId\n          product {\n            id\n            title\n          }\n        }\n        count\n        totalSum\n        score\n        units\n      }\n      totals {\n        count\n        totalSum\n        score\n        units\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportPlanFactPage($filter: ReportFilter, $page: Int!, $pageSize: Int!) {\n    planFactPage(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        planId\n        placeId\n        place {\n          id\n          title\n          address\n        }\n        periodId\n        period {\n          id\n          startDate\n          endDate\n        }\n        plan\n        fact\n        percent\n        tickets\n        score\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportPlanFactPage($filter: ReportFilter, $page: Int!, $pageSize: Int!) {\n    planFactPage(filter: $filter, page: $page, pageSize: $pageSize) {\n      total\n      items {\n        planId\n        placeId\n        place {\n          id\n          title\n          address\n        }\n        periodId\n        period {\n          id\n          startDate\n          endDate\n        }\n        plan\n        fact\n        percent\n        tickets\n        score\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportActivity($by: ActivitySubject!, $filter: ReportFilter, $limit: Int) {\n    activity(by: $by, filter: $filter, limit: $limit) {\n      userId\n      user {\n        id\n        name\n        surname\n        phone\n      }\n      tickets\n      score\n      activePlaces\n      places\n      lastUpload\n    }\n  }\n"): (typeof documents)["\n  query ReportActivity($by: ActivitySubject!, $filter: ReportFilter, $limit: Int) {\n    activity(by: $by, filter: $filter, limit: $limit) {\n      userId\n      user {\n        id\n        name\n        surname\n        phone\n      }\n      tickets\n      score\n      activePlaces\n      places\n      lastUpload\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProcessorStatusLive {\n    autoProcessorStatus\n  }\n"): (typeof documents)["\n  subscription ProcessorStatusLive {\n    autoProcessorStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProcessorHourRecord on AutoProcessorHourRecord {\n    hour\n    processed\n    rejected\n    delayed\n    manual\n    failed\n  }\n"): (typeof documents)["\n  fragment ProcessorHourRecord on AutoProcessorHourRecord {\n    hour\n    processed\n    rejected\n    delayed\n    manual\n    failed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ProcessorHistoryRecordLive {\n    autoProcessorHistoryRecord {\n      ...ProcessorHourRecord @unmask\n    }\n  }\n"): (typeof documents)["\n  subscription ProcessorHistoryRecordLive {\n    autoProcessorHistoryRecord {\n      ...ProcessorHourRecord @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TicketCountersLive {\n    ticketCounters {\n      status\n      statusCode\n      count\n    }\n  }\n"): (typeof documents)["\n  subscription TicketCountersLive {\n    ticketCounters {\n      status\n      statusCode\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProcessorPanel_processor on AutoProcessor {\n    status\n    history {\n      ...ProcessorHourRecord @unmask\n    }\n    counters {\n      status\n      statusCode\n      count\n    }\n  }\n"): (typeof documents)["\n  fragment ProcessorPanel_processor on AutoProcessor {\n    status\n    history {\n      ...ProcessorHourRecord @unmask\n    }\n    counters {\n      status\n      statusCode\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessorStart {\n    startAutoProcessing\n  }\n"): (typeof documents)["\n  mutation ProcessorStart {\n    startAutoProcessing\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ProcessorStop {\n    stopAutoProcessing\n  }\n"): (typeof documents)["\n  mutation ProcessorStop {\n    stopAutoProcessing\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketsQueue($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query TicketsQueue($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketActions_ticket on Ticket {\n    id\n    actions\n  }\n"): (typeof documents)["\n  fragment TicketActions_ticket on Ticket {\n    id\n    actions\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketReject($id: Int!, $reason: String) {\n    rejectTicket(id: $id, reason: $reason) {\n      id\n      ...TicketActions_ticket\n      ...TicketStatusCard_ticket\n      ...TicketTransactionsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n"): (typeof documents)["\n  mutation TicketReject($id: Int!, $reason: String) {\n    rejectTicket(id: $id, reason: $reason) {\n      id\n      ...TicketActions_ticket\n      ...TicketStatusCard_ticket\n      ...TicketTransactionsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketScore($id: Int!, $score: Int!) {\n    scoreTicket(id: $id, score: $score) {\n      id\n      ...TicketActions_ticket\n      ...TicketStatusCard_ticket\n      ...TicketTransactionsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n"): (typeof documents)["\n  mutation TicketScore($id: Int!, $score: Int!) {\n    scoreTicket(id: $id, score: $score) {\n      id\n      ...TicketActions_ticket\n      ...TicketStatusCard_ticket\n      ...TicketTransactionsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketProcess($id: Int!) {\n    processTicket(id: $id) {\n      id\n      ...TicketActions_ticket\n      ...TicketStatusCard_ticket\n      ...TicketItemsCard_ticket\n      ...TicketTransactionsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n"): (typeof documents)["\n  mutation TicketProcess($id: Int!) {\n    processTicket(id: $id) {\n      id\n      ...TicketActions_ticket\n      ...TicketStatusCard_ticket\n      ...TicketItemsCard_ticket\n      ...TicketTransactionsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketChat_message on Message {\n    id\n    text\n    createdAt\n    senderId\n    sender {\n      id\n      name\n      surname\n      phone\n    }\n    saw\n    file {\n      path\n      name\n      url\n      mime\n      thumb(width: 200)\n    }\n  }\n"): (typeof documents)["\n  fragment TicketChat_message on Message {\n    id\n    text\n    createdAt\n    senderId\n    sender {\n      id\n      name\n      surname\n      phone\n    }\n    saw\n    file {\n      path\n      name\n      url\n      mime\n      thumb(width: 200)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketChat_ticket on Ticket {\n    id\n    userId\n    messages(page: 1, pageSize: 12) {\n      items {\n        id\n        ...TicketChat_message @unmask\n      }\n      total\n      page\n    }\n  }\n"): (typeof documents)["\n  fragment TicketChat_ticket on Ticket {\n    id\n    userId\n    messages(page: 1, pageSize: 12) {\n      items {\n        id\n        ...TicketChat_message @unmask\n      }\n      total\n      page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketChat($ticketId: Int!, $page: Int!) {\n    ticket(id: $ticketId) {\n      id\n      messages(page: $page, pageSize: 12) {\n        items {\n          id\n          ...TicketChat_message @unmask\n        }\n        total\n        page\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketChat($ticketId: Int!, $page: Int!) {\n    ticket(id: $ticketId) {\n      id\n      messages(page: $page, pageSize: 12) {\n        items {\n          id\n          ...TicketChat_message @unmask\n        }\n        total\n        page\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TicketMessageAdded($ticketId: Int!) {\n    ticketMessageAdded(ticketId: $ticketId) {\n      id\n      ...TicketChat_message @unmask\n    }\n  }\n"): (typeof documents)["\n  subscription TicketMessageAdded($ticketId: Int!) {\n    ticketMessageAdded(ticketId: $ticketId) {\n      id\n      ...TicketChat_message @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketChatSend($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      ...TicketChat_message @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation TicketChatSend($input: SendMessageInput!) {\n    sendMessage(input: $input) {\n      id\n      ...TicketChat_message @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketEditorProducts($search: String, $pageSize: Int!) {\n    products(search: $search, pageSize: $pageSize) {\n      items {\n        id\n        ...TicketEditor_product @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketEditorProducts($search: String, $pageSize: Int!) {\n    products(search: $search, pageSize: $pageSize) {\n      items {\n        id\n        ...TicketEditor_product @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketEditPreview($id: Int!, $input: TicketEditInput!) {\n    ticketEditPreview(id: $id, input: $input) {\n      totalSum\n      score\n      items {\n        productId\n        productTitle\n        score\n        outsideCampaign\n        scoreSource\n        scoreCategory\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketEditPreview($id: Int!, $input: TicketEditInput!) {\n    ticketEditPreview(id: $id, input: $input) {\n      totalSum\n      score\n      items {\n        productId\n        productTitle\n        score\n        outsideCampaign\n        scoreSource\n        scoreCategory\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketEditor_ticket on Ticket {\n    id\n    userId\n    dateTime\n    fiscalDriveNumber\n    fiscalDocumentNumber\n    fiscalSign\n    kktRegId\n    userInn\n    operator\n    ofd\n    items {\n      name\n      price\n      quantity\n      productId\n    }\n  }\n"): (typeof documents)["\n  fragment TicketEditor_ticket on Ticket {\n    id\n    userId\n    dateTime\n    fiscalDriveNumber\n    fiscalDocumentNumber\n    fiscalSign\n    kktRegId\n    userInn\n    operator\n    ofd\n    items {\n      name\n      price\n      quantity\n      productId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketEditor_product on Product {\n    id\n    title\n    recommendedPrice\n    category {\n      id\n      score\n      recommendedPrice\n    }\n  }\n"): (typeof documents)["\n  fragment TicketEditor_product on Product {\n    id\n    title\n    recommendedPrice\n    category {\n      id\n      score\n      recommendedPrice\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketEditorLineProducts($ids: [Int!]!) {\n    products(where: { id: { in: $ids } }, pageSize: 100) {\n      items {\n        id\n        ...TicketEditor_product @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  query TicketEditorLineProducts($ids: [Int!]!) {\n    products(where: { id: { in: $ids } }, pageSize: 100) {\n      items {\n        id\n        ...TicketEditor_product @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketEdit($id: Int!, $input: TicketEditInput!) {\n    editTicket(id: $id, input: $input) {\n      id\n      ...TicketEditor_ticket\n      ...TicketStatusCard_ticket\n      ...TicketReceiptCard_ticket\n      ...TicketItemsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n"): (typeof documents)["\n  mutation TicketEdit($id: Int!, $input: TicketEditInput!) {\n    editTicket(id: $id, input: $input) {\n      id\n      ...TicketEditor_ticket\n      ...TicketStatusCard_ticket\n      ...TicketReceiptCard_ticket\n      ...TicketItemsCard_ticket\n      ...TicketHistory_ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketHistory_ticket on Ticket {\n    id\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TicketHistory_ticket on Ticket {\n    id\n    history(pageSize: 50) {\n      items {\n        ...AuditHistory_entry @unmask\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketHistory($id: Int!) {\n    ticket(id: $id) {\n      id\n      ...TicketHistory_ticket\n    }\n  }\n"): (typeof documents)["\n  query TicketHistory($id: Int!) {\n    ticket(id: $id) {\n      id\n      ...TicketHistory_ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketItemsCard_ticket on Ticket {\n    id\n    items {\n      name\n      price\n      quantity\n      sum\n      productId\n      product {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TicketItemsCard_ticket on Ticket {\n    id\n    items {\n      name\n      price\n      quantity\n      sum\n      productId\n      product {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TicketLive($id: Int!) {\n    recordChanged(model: TICKET, id: $id) {\n      model\n      id\n      actorId\n      actorName\n      at\n      record {\n        ... on Ticket {\n          ...TicketPage_ticket\n          ...TicketHistory_ticket\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TicketLive($id: Int!) {\n    recordChanged(model: TICKET, id: $id) {\n      model\n      id\n      actorId\n      actorName\n      at\n      record {\n        ... on Ticket {\n          ...TicketPage_ticket\n          ...TicketHistory_ticket\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TicketPresence($id: Int!, $clientId: String!) {\n    ticketPresence(id: $id, clientId: $clientId) {\n      ticketId\n      viewers {\n        id\n        name\n        roleName\n      }\n      editor {\n        user {\n          id\n          name\n          roleName\n        }\n        mine\n        expiresAt\n      }\n      takenOverBy {\n        id\n        name\n        roleName\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription TicketPresence($id: Int!, $clientId: String!) {\n    ticketPresence(id: $id, clientId: $clientId) {\n      ticketId\n      viewers {\n        id\n        name\n        roleName\n      }\n      editor {\n        user {\n          id\n          name\n          roleName\n        }\n        mine\n        expiresAt\n      }\n      takenOverBy {\n        id\n        name\n        roleName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketLock($id: Int!, $clientId: String!, $takeOver: Boolean) {\n    lockTicket(id: $id, clientId: $clientId, takeOver: $takeOver) {\n      acquired\n      presence {\n        editor {\n          user {\n            id\n            name\n            roleName\n          }\n          mine\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TicketLock($id: Int!, $clientId: String!, $takeOver: Boolean) {\n    lockTicket(id: $id, clientId: $clientId, takeOver: $takeOver) {\n      acquired\n      presence {\n        editor {\n          user {\n            id\n            name\n            roleName\n          }\n          mine\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketUnlock($id: Int!, $clientId: String!) {\n    unlockTicket(id: $id, clientId: $clientId) {\n      ticketId\n    }\n  }\n"): (typeof documents)["\n  mutation TicketUnlock($id: Int!, $clientId: String!) {\n    unlockTicket(id: $id, clientId: $clientId) {\n      ticketId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketPage_ticket on Ticket {\n    id\n    userId\n    status\n    ...TicketActions_ticket\n    ...TicketEditor_ticket\n    ...TicketStatusCard_ticket\n    ...TicketReceiptCard_ticket\n    ...TicketPeopleCard_ticket\n    ...TicketItemsCard_ticket\n    ...TicketPhotosCard_ticket\n    ...TicketTransactionsCard_ticket\n  }\n"): (typeof documents)["\n  fragment TicketPage_ticket on Ticket {\n    id\n    userId\n    status\n    ...TicketActions_ticket\n    ...TicketEditor_ticket\n    ...TicketStatusCard_ticket\n    ...TicketReceiptCard_ticket\n    ...TicketPeopleCard_ticket\n    ...TicketItemsCard_ticket\n    ...TicketPhotosCard_ticket\n    ...TicketTransactionsCard_ticket\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketRoute($id: Int!) {\n    ticket(id: $id) {\n      ...TicketPage_ticket @unmask\n      ...TicketChat_ticket\n    }\n  }\n"): (typeof documents)["\n  query TicketRoute($id: Int!) {\n    ticket(id: $id) {\n      ...TicketPage_ticket @unmask\n      ...TicketChat_ticket\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketPeopleCard_ticket on Ticket {\n    id\n    user {\n      id\n      name\n      surname\n      phone\n      roleName\n    }\n    place {\n      id\n      title\n      address\n    }\n    campaign {\n      id\n      title\n    }\n    period {\n      id\n      startDate\n      endDate\n    }\n    plan {\n      id\n      plan\n      fact\n    }\n  }\n"): (typeof documents)["\n  fragment TicketPeopleCard_ticket on Ticket {\n    id\n    user {\n      id\n      name\n      surname\n      phone\n      roleName\n    }\n    place {\n      id\n      title\n      address\n    }\n    campaign {\n      id\n      title\n    }\n    period {\n      id\n      startDate\n      endDate\n    }\n    plan {\n      id\n      plan\n      fact\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketPhotosCard_ticket on Ticket {\n    id\n    photos {\n      path\n      url\n      mime\n      thumb(width: 500)\n    }\n  }\n"): (typeof documents)["\n  fragment TicketPhotosCard_ticket on Ticket {\n    id\n    photos {\n      path\n      url\n      mime\n      thumb(width: 500)\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketReceiptCard_ticket on Ticket {\n    id\n    dateTime\n    createdAt\n    totalSum\n    cashTotalSum\n    nds10\n    nds18\n    fiscalDriveNumber\n    fiscalDocumentNumber\n    fiscalSign\n    kktRegId\n    userInn\n    operator\n    ofd\n    shiftNumber\n    qr\n    operationType\n    platform\n    appVersion\n  }\n"): (typeof documents)["\n  fragment TicketReceiptCard_ticket on Ticket {\n    id\n    dateTime\n    createdAt\n    totalSum\n    cashTotalSum\n    nds10\n    nds18\n    fiscalDriveNumber\n    fiscalDocumentNumber\n    fiscalSign\n    kktRegId\n    userInn\n    operator\n    ofd\n    shiftNumber\n    qr\n    operationType\n    platform\n    appVersion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketStatusCard_ticket on Ticket {\n    id\n    status\n    statusCode\n    statusTitle\n    statusDescription\n    score\n    planSales\n    bonusSales\n    scoredItems\n    totalSales\n  }\n"): (typeof documents)["\n  fragment TicketStatusCard_ticket on Ticket {\n    id\n    status\n    statusCode\n    statusTitle\n    statusDescription\n    score\n    planSales\n    bonusSales\n    scoredItems\n    totalSales\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketTransactionsCard_ticket on Ticket {\n    id\n    transactions {\n      id\n      amount\n      reason\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  fragment TicketTransactionsCard_ticket on Ticket {\n    id\n    transactions {\n      id\n      amount\n      reason\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketEditorUserDetails($userId: Int!) {\n    ticketUserDetails(userId: $userId) {\n      fiscalDriveNumber\n      userInn\n      kktRegId\n      operator\n      ofd\n    }\n  }\n"): (typeof documents)["\n  query TicketEditorUserDetails($userId: Int!) {\n    ticketUserDetails(userId: $userId) {\n      fiscalDriveNumber\n      userInn\n      kktRegId\n      operator\n      ofd\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketsBulkAction($action: TicketBulkAction!, $ids: [Int!], $where: TicketWhere, $search: String, $reason: String) {\n    bulkTickets(action: $action, ids: $ids, where: $where, search: $search, reason: $reason) {\n      ...BulkOutcome @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation TicketsBulkAction($action: TicketBulkAction!, $ids: [Int!], $where: TicketWhere, $search: String, $reason: String) {\n    bulkTickets(action: $action, ids: $ids, where: $where, search: $search, reason: $reason) {\n      ...BulkOutcome @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TicketsUndoReject($ids: [Int!]!) {\n    undo(action: TICKET_REJECT, ids: $ids) {\n      ...BulkOutcome @unmask\n    }\n  }\n"): (typeof documents)["\n  mutation TicketsUndoReject($ids: [Int!]!) {\n    undo(action: TICKET_REJECT, ids: $ids) {\n      ...BulkOutcome @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketsFilterPlace($id: Int!) {\n    place(id: $id) {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  query TicketsFilterPlace($id: Int!) {\n    place(id: $id) {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketsExport($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        ...TicketsTable_ticket @unmask\n      }\n      total\n    }\n  }\n"): (typeof documents)["\n  query TicketsExport($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        ...TicketsTable_ticket @unmask\n      }\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketsRoute($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...TicketsTable_ticket\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query TicketsRoute($where: TicketWhere, $search: String, $orderBy: [TicketOrder!], $page: Int!, $pageSize: Int!) {\n    tickets(where: $where, search: $search, orderBy: $orderBy, page: $page, pageSize: $pageSize) {\n      items {\n        id\n        ...TicketsTable_ticket\n      }\n      total\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TicketsAside($search: String, $countWhere: TicketWhere, $withProcessor: Boolean!) {\n    ticketCounts(where: $countWhere, search: $search) {\n      total\n      statuses {\n        status\n        statusCode\n        count\n      }\n    }\n    autoProcessor @include(if: $withProcessor) {\n      ...ProcessorPanel_processor\n    }\n  }\n"): (typeof documents)["\n  query TicketsAside($search: String, $countWhere: TicketWhere, $withProcessor: Boolean!) {\n    ticketCounts(where: $countWhere, search: $search) {\n      total\n      statuses {\n        status\n        statusCode\n        count\n      }\n    }\n    autoProcessor @include(if: $withProcessor) {\n      ...ProcessorPanel_processor\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TicketsTable_ticket on Ticket {\n    id\n    dateTime\n    status\n    statusCode\n    statusTitle\n    totalSum\n    score\n    fiscalDocumentNumber\n    user {\n      id\n      name\n      surname\n      phone\n    }\n    place {\n      id\n      title\n      address\n    }\n  }\n"): (typeof documents)["\n  fragment TicketsTable_ticket on Ticket {\n    id\n    dateTime\n    status\n    statusCode\n    statusTitle\n    totalSum\n    score\n    fiscalDocumentNumber\n    user {\n      id\n      name\n      surname\n      phone\n    }\n    place {\n      id\n      title\n      address\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ClientTestBubble {\n        roomMessages(room: \"user-5\") {\n          rest\n          items {\n            id\n            file {\n              path\n              mime\n              url\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query ClientTestBubble {\n        roomMessages(room: \"user-5\") {\n          rest\n          items {\n            id\n            file {\n              path\n              mime\n              url\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ClientTestLast {\n        roomMessages(room: \"user-5\") {\n          rest\n          items {\n            id\n            file {\n              path\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query ClientTestLast {\n        roomMessages(room: \"user-5\") {\n          rest\n          items {\n            id\n            file {\n              path\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query ClientTestHistory {\n        ticket(id: 3) {\n          id\n          history(pageSize: 50) {\n            total\n            items {\n              id\n              action\n            }\n          }\n        }\n      }\n    "): (typeof documents)["\n      query ClientTestHistory {\n        ticket(id: 3) {\n          id\n          history(pageSize: 50) {\n            total\n            items {\n              id\n              action\n            }\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClientTestStopProcessor {\n    stopAutoProcessing\n  }\n"): (typeof documents)["\n  mutation ClientTestStopProcessor {\n    stopAutoProcessing\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientTestScopedCounts {\n    ticketCounts {\n      total\n      statuses {\n        status\n        statusCode\n        count\n      }\n    }\n    autoProcessor {\n      status\n      counters {\n        status\n        statusCode\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientTestScopedCounts {\n    ticketCounts {\n      total\n      statuses {\n        status\n        statusCode\n        count\n      }\n    }\n    autoProcessor {\n      status\n      counters {\n        status\n        statusCode\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientTestCounters {\n    autoProcessor {\n      status\n      counters {\n        status\n        statusCode\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientTestCounters {\n    autoProcessor {\n      status\n      counters {\n        status\n        statusCode\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ClientTestCountersLive {\n    ticketCounters {\n      status\n      statusCode\n      count\n    }\n  }\n"): (typeof documents)["\n  subscription ClientTestCountersLive {\n    ticketCounters {\n      status\n      statusCode\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveResync {\n    resync {\n      reason\n    }\n  }\n"): (typeof documents)["\n  subscription LiveResync {\n    resync {\n      reason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveStatus {\n    liveStatusChanged {\n      upstreamConnected\n    }\n  }\n"): (typeof documents)["\n  subscription LiveStatus {\n    liveStatusChanged {\n      upstreamConnected\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadFile($file: Upload!, $container: String) {\n    uploadFile(file: $file, container: $container) {\n      server\n      container\n      path\n      mime\n      name\n      url\n      thumbs {\n        width\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UploadFile($file: Upload!, $container: String) {\n    uploadFile(file: $file, container: $container) {\n      server\n      container\n      path\n      mime\n      name\n      url\n      thumbs {\n        width\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatCacheTestRoom($room: String!, $limit: Int!, $before: DateTime) {\n    roomMessages(room: $room, limit: $limit, before: $before) {\n      items {\n        id\n        createdAt\n        text\n      }\n      rest\n    }\n  }\n"): (typeof documents)["\n  query ChatCacheTestRoom($room: String!, $limit: Int!, $before: DateTime) {\n    roomMessages(room: $room, limit: $limit, before: $before) {\n      items {\n        id\n        createdAt\n        text\n      }\n      rest\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChatCacheTestTicket($id: Int!, $page: Int!) {\n    ticket(id: $id) {\n      id\n      messages(page: $page, pageSize: 12) {\n        items {\n          id\n          createdAt\n          text\n        }\n        total\n        page\n      }\n    }\n  }\n"): (typeof documents)["\n  query ChatCacheTestTicket($id: Int!, $page: Int!) {\n    ticket(id: $id) {\n      id\n      messages(page: $page, pageSize: 12) {\n        items {\n          id\n          createdAt\n          text\n        }\n        total\n        page\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ConversationRead($room: String!) {\n    conversationRead(room: $room) {\n      roomName\n      readerId\n      count\n    }\n  }\n"): (typeof documents)["\n  subscription ConversationRead($room: String!) {\n    conversationRead(room: $room) {\n      roomName\n      readerId\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupCampaigns($search: String, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    campaigns(search: $search, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query LookupCampaigns($search: String, $pageSize: Int!, $orderBy: [TitledOrder!]) {\n    campaigns(search: $search, pageSize: $pageSize, orderBy: $orderBy) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupPeriods($where: PeriodWhere, $pageSize: Int!) {\n    periods(where: $where, pageSize: $pageSize, orderBy: [{ field: startDate, direction: DESC }]) {\n      items {\n        id\n        startDate\n        endDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query LookupPeriods($where: PeriodWhere, $pageSize: Int!) {\n    periods(where: $where, pageSize: $pageSize, orderBy: [{ field: startDate, direction: DESC }]) {\n      items {\n        id\n        startDate\n        endDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupRegions($search: String, $pageSize: Int!) {\n    regions(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query LookupRegions($search: String, $pageSize: Int!) {\n    regions(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupCities($search: String, $where: CityWhere, $pageSize: Int!) {\n    cities(search: $search, where: $where, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query LookupCities($search: String, $where: CityWhere, $pageSize: Int!) {\n    cities(search: $search, where: $where, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupPlaceTypes($search: String, $pageSize: Int!) {\n    placeTypes(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query LookupPlaceTypes($search: String, $pageSize: Int!) {\n    placeTypes(search: $search, pageSize: $pageSize, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupPlaces($search: String, $pageSize: Int!, $where: PlaceWhere) {\n    places(search: $search, pageSize: $pageSize, where: $where, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        address\n        city {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query LookupPlaces($search: String, $pageSize: Int!, $where: PlaceWhere) {\n    places(search: $search, pageSize: $pageSize, where: $where, orderBy: [{ field: title, direction: ASC }]) {\n      items {\n        id\n        title\n        address\n        city {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LookupUsers($search: String, $pageSize: Int!, $where: UserWhere) {\n    users(search: $search, pageSize: $pageSize, where: $where) {\n      items {\n        id\n        name\n        surname\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query LookupUsers($search: String, $pageSize: Int!, $where: UserWhere) {\n    users(search: $search, pageSize: $pageSize, where: $where) {\n      items {\n        id\n        name\n        surname\n        phone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedViews($screen: String!) {\n    savedViews(screen: $screen) {\n      id\n      screen\n      name\n      search\n    }\n  }\n"): (typeof documents)["\n  query SavedViews($screen: String!) {\n    savedViews(screen: $screen) {\n      id\n      screen\n      name\n      search\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSavedView($input: CreateSavedViewInput!) {\n    createSavedView(input: $input) {\n      id\n      screen\n      name\n      search\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSavedView($input: CreateSavedViewInput!) {\n    createSavedView(input: $input) {\n      id\n      screen\n      name\n      search\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameSavedView($id: ID!, $name: String!) {\n    renameSavedView(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"): (typeof documents)["\n  mutation RenameSavedView($id: ID!, $name: String!) {\n    renameSavedView(id: $id, name: $name) {\n      id\n      name\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteSavedView($id: ID!) {\n    deleteSavedView(id: $id) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteSavedView($id: ID!) {\n    deleteSavedView(id: $id) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UserCard on User {\n    id\n    name\n    surname\n    phone\n    email\n    phoneVerified\n    blocked\n    status\n    roleName\n    role {\n      id\n      name\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment UserCard on User {\n    id\n    name\n    surname\n    phone\n    email\n    phoneVerified\n    blocked\n    status\n    roleName\n    role {\n      id\n      name\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SessionUser on User {\n    ...UserCard @unmask\n    middleName\n    # What the gateway's policy lets the user do (issue 37): screens read it, not role names.\n    rights {\n      invite\n      bulkPeople\n      editPlaces\n      commandDevices\n      reviewTickets\n      processTickets\n      controlProcessor\n      editCatalogue\n      useExplorer\n    }\n  }\n"): (typeof documents)["\n  fragment SessionUser on User {\n    ...UserCard @unmask\n    middleName\n    # What the gateway's policy lets the user do (issue 37): screens read it, not role names.\n    rights {\n      invite\n      bulkPeople\n      editPlaces\n      commandDevices\n      reviewTickets\n      processTickets\n      controlProcessor\n      editCatalogue\n      useExplorer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SessionMe {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n"): (typeof documents)["\n  query SessionMe {\n    me {\n      ...SessionUser @unmask\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuditHistory_entry on AuditLogEntry {\n    id\n    at\n    userId\n    userName\n    client\n    action\n    actionTitle\n    before\n    after\n    references {\n      field\n      id\n      model\n      name\n      roleName\n      parentId\n    }\n  }\n"): (typeof documents)["\n  fragment AuditHistory_entry on AuditLogEntry {\n    id\n    at\n    userId\n    userName\n    client\n    action\n    actionTitle\n    before\n    after\n    references {\n      field\n      id\n      model\n      name\n      roleName\n      parentId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BulkOutcome on BulkResult {\n    action\n    total\n    succeeded\n    failed\n    results {\n      id\n      ok\n      status\n      message\n      code\n    }\n  }\n"): (typeof documents)["\n  fragment BulkOutcome on BulkResult {\n    action\n    total\n    succeeded\n    failed\n    results {\n      id\n      ok\n      status\n      message\n      code\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query UpstreamCapabilities {\n    upstreamCapabilities {\n      routes {\n        name\n        state\n      }\n    }\n  }\n"): (typeof documents)["\n  query UpstreamCapabilities {\n    upstreamCapabilities {\n      routes {\n        name\n        state\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;