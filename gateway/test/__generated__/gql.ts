/* eslint-disable */
import * as types from './graphql';



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
    "query AuditTickets($n: Int!) { tickets(where: { status: { eq: MANUAL } }, pageSize: $n, orderBy: [{ field: id, direction: DESC }]) { items { id status score statusDescription } } }": typeof types.AuditTicketsDocument,
    "query AuditAuditLog($ids: [Int!]!) { auditLog(where: { model: { eq: \"Ticket\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {\n        total items { entityId action client after } } }": typeof types.AuditAuditLogDocument,
    "query AuditAuditLog2($ids: [Int!]!) { auditLog(where: { action: { eq: \"reject\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) { items { entityId client } } }": typeof types.AuditAuditLog2Document,
    "mutation AuditCreatePlace { createPlace(input: { title: \"Киоск у вокзала\", cityId: 1 }) { id } }": typeof types.AuditCreatePlaceDocument,
    "query AuditPlace($id: Int!) { place(id: $id) { history { items { action actionTitle before after } } } }": typeof types.AuditPlaceDocument,
    "query AuditUser { user(id: 1) { history(pageSize: 100) { items { action client } } } }": typeof types.AuditUserDocument,
    "mutation AuditCreateCampaign { createCampaign(input: { title: \"Осень\" }) { id } }": typeof types.AuditCreateCampaignDocument,
    "mutation AuditCreatePeriod($c: Int!) { createPeriod(input: { campaignId: $c, startDate: \"2031-01-01T00:00:00.000Z\", endDate: \"2031-02-01T00:00:00.000Z\" }) { id } }": typeof types.AuditCreatePeriodDocument,
    "query AuditCampaign($c: Int!, $p: Int!) { campaign(id: $c) { history { total items { action before after user { id } } } } period(id: $p) { history { items { action before after } } } }": typeof types.AuditCampaignDocument,
    "query AuditAuditLog3 { auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) { items { id } } }": typeof types.AuditAuditLog3Document,
    "mutation AuditCreatePlace2($t: String!) { createPlace(input: { title: $t, cityId: 1 }) { id } }": typeof types.AuditCreatePlace2Document,
    "mutation AuditCreateCampaign2 { createCampaign(input: { title: \"Зимняя акция\" }) { id } }": typeof types.AuditCreateCampaign2Document,
    "mutation AuditCreatePeriod2($c: Int!) { createPeriod(input: { campaignId: $c, startDate: \"2026-12-01T00:00:00.000Z\", endDate: \"2027-02-28T23:59:59.999Z\" }) { id } }": typeof types.AuditCreatePeriod2Document,
    "query AuditAuditLog4($since: Int!) { auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) { items { model entityId action entityName } } }": typeof types.AuditAuditLog4Document,
    "mutation AuditCreatePlace3 { createPlace(input: { title: \"Точка плана\", cityId: 1 }) { id } }": typeof types.AuditCreatePlace3Document,
    "mutation AuditCreateCampaign3 { createCampaign(input: { title: \"Акция плана\" }) { id } }": typeof types.AuditCreateCampaign3Document,
    "mutation AuditCreatePeriod3($c: Int!) { createPeriod(input: { campaignId: $c, startDate: \"2032-03-01T00:00:00.000Z\", endDate: \"2032-05-31T23:59:59.999Z\" }) { id } }": typeof types.AuditCreatePeriod3Document,
    "mutation AuditCreatePlan($p: Int!, $q: Int!, $c: Int!) { createPlan(input: { placeId: $p, periodId: $q, campaignId: $c, plan: 30 }) { id } }": typeof types.AuditCreatePlanDocument,
    "query AuditAuditLog5($id: Int!) { auditLog(where: { model: { eq: \"Plan\" }, entityId: { eq: $id } }) { items { entityName } } }": typeof types.AuditAuditLog5Document,
    "query AuditAuditLog6 { auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) { items { id } } }": typeof types.AuditAuditLog6Document,
    "query AuditAuditLog7($since: Int!) { auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) { items { model action references { field id model name } } } }": typeof types.AuditAuditLog7Document,
    "query AuditUser2 { user(id: 4) { history { total } } }": typeof types.AuditUser2Document,
    "query BulkTickets($s: TicketStatus!, $n: Int!) { tickets(where: { status: { eq: $s } }, pageSize: $n, orderBy: [{ field: id, direction: ASC }]) { items { id } } }": typeof types.BulkTicketsDocument,
    "mutation BulkBulkTickets($ids: [Int!]) { bulkTickets(action: reject, ids: $ids, reason: \"Нечитаемо\") { action total succeeded failed results { id ok status message } } }": typeof types.BulkBulkTicketsDocument,
    "mutation BulkUndo($ids: [Int!]!) { undo(action: TICKET_REJECT, ids: $ids) { succeeded results { id ok status } } }": typeof types.BulkUndoDocument,
    "mutation CatalogueImagesCreateProduct { createProduct(input: { title: \"Картинка\" }) { id } }": typeof types.CatalogueImagesCreateProductDocument,
    "query CatalogueImagesProduct($id: Int!) { product(id: $id) { image { url } } }": typeof types.CatalogueImagesProductDocument,
    "query CatalogueProducts { products(pageSize: 100) { total items { title matches category { score } } }\n         campaigns { items { id periods { id startDate campaign { id } plans { plan fact place { id } } } } } }": typeof types.CatalogueProductsDocument,
    "query CatalogueCampaignProducts { campaignProducts(campaignId: 1, pageSize: 100) { total items { id productId product { id } } }\n         inside: productsOfCampaign(campaignId: 1, inCampaign: true, pageSize: 100) { total items { id } }\n         outside: productsOfCampaign(campaignId: 1, inCampaign: false) { total }\n         all: products { total } }": typeof types.CatalogueCampaignProductsDocument,
    "query CatalogueTickets { tickets(where: { status: { eq: PROCESSED }, planId: { isNull: false } }, pageSize: 10) {\n           items { planId placeId plan { id placeId } items { productId product { id } } } }\n         campaign(id: 1) { id products { campaignId product { id } } }\n         place(id: 1) { id vendors: users(role: vendor) { roleName placeIds } everyone: users { roleName } } }": typeof types.CatalogueTicketsDocument,
    "mutation CatalogueCreateProductCategory { createProductCategory(input: { title: \"Тестовая категория\", score: 7, recommendedPrice: 12990 }) { id title score recommendedPrice } }": typeof types.CatalogueCreateProductCategoryDocument,
    "mutation CatalogueCreateProduct($c: Int!) { createProduct(input: { title: \"Тестовый сок 1 л\", matches: [\"тестовый сок\"], categoryId: $c }) { id matches category { id } } }": typeof types.CatalogueCreateProductDocument,
    "query DevicesDeviceCount { user: deviceCount(scope: { userId: 4 }) nobody: deviceCount(scope: { userId: 2 }) }": typeof types.DevicesDeviceCountDocument,
    "mutation DevicesSendDeviceCommand { sendDeviceCommand(event: \"showMessage\", payload: { text: \"Обновите приложение\", level: 2 }, scope: { userId: 4 }) }": typeof types.DevicesSendDeviceCommandDocument,
    "mutation FilesSendRoomMessage($file: FileInput) { sendRoomMessage(room: \"user-4\", file: $file) { file { name path } } }": typeof types.FilesSendRoomMessageDocument,
    "mutation GatewayLogin { login(phone: \"+79990000001\", password: \"demo1234\") { ttl user { phone roleName role { title } } } }": typeof types.GatewayLoginDocument,
    "query GatewayMe { me { name surname roleName } }": typeof types.GatewayMeDocument,
    "mutation GatewayLogin2 { login(phone: \"+79990000001\", password: \"demo1234\") { accessToken } }": typeof types.GatewayLogin2Document,
    "query GatewayMe2 { me { phone } }": typeof types.GatewayMe2Document,
    "query GatewayTickets { tickets(pageSize: 50) { items { place { city { title region { title } } } } } }": typeof types.GatewayTicketsDocument,
    "query GatewayTickets2 { tickets(pageSize: 3) { items { totalSum user { name } place { title city { title } } } } }": typeof types.GatewayTickets2Document,
    "query GatewayTickets3 { tickets(pageSize: 5) { ...Page } }\n       fragment Page on TicketPage { items { id ... on Ticket { user { id } } } }": typeof types.GatewayTickets3Document,
    "query GatewayTicket { a: ticket(id: 1) { user { id } } b: ticket(id: 2) { user { id } } c: ticket(id: 3) { user { id } } }": typeof types.GatewayTicketDocument,
    "query GatewayTicket2 { ticket(id: 1) { id totalSum statusTitle user { name } } }": typeof types.GatewayTicket2Document,
    "query GatewayTickets4 { tickets(where: { status: { eq: REJECTED } }, pageSize: 100) { total items { status statusTitle } } }": typeof types.GatewayTickets4Document,
    "query GeographyRegions { regions(pageSize: 100) { total items { id title } } }": typeof types.GeographyRegionsDocument,
    "query GeographyRegions2 { regions(search: \"МОСКОВСКАЯ обл\") { items { title } } }": typeof types.GeographyRegions2Document,
    "query GeographyCities { cities(pageSize: 50) { items { title regionName region { title } } } }": typeof types.GeographyCitiesDocument,
    "query GeographyPlaces($city: Int!, $q: String) { places(where: { cityId: { eq: $city } }, search: $q, pageSize: 100) { total items { id cityId address } } }": typeof types.GeographyPlacesDocument,
    "query GeographyPlace { place(id: 1) { id city { region { title } } } }": typeof types.GeographyPlaceDocument,
    "query GeographyVendors { vendors(pageSize: 100) { total items { id roleName status phoneVerified blocked } } }": typeof types.GeographyVendorsDocument,
    "query GeographyVendors2 { invited: vendors(where: { phoneVerified: { eq: false } }) { total items { status } }\n         blocked: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: true } }) { total items { status } }\n         active: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: false } }) { total items { status } } }": typeof types.GeographyVendors2Document,
    "query GeographyUsers { users(search: \"анна +7999000000\") { items { name surname phone } } }": typeof types.GeographyUsersDocument,
    "query GeographyRegionalManagers { rm: regionalManagers(where: { phone: { eq: \"+79990000002\" } }) { items { cityIds cities { id } } }\n         v: user(id: 4) { places { id } place { id } } }": typeof types.GeographyRegionalManagersDocument,
    "mutation HttpAuditCreateApiToken { createApiToken(input: { name: \"audit\", readOnly: true, expiresInDays: 1 }) { token } }": typeof types.HttpAuditCreateApiTokenDocument,
    "query LiveCapsTickets { tickets(pageSize: 3) { items { id } } }": typeof types.LiveCapsTicketsDocument,
    "query LiveSharedTickets { tickets(pageSize: 3) { items { id } } }": typeof types.LiveSharedTicketsDocument,
    "query LostUpdatePlace { place(id: 3) { address updatedAt } }": typeof types.LostUpdatePlaceDocument,
    "query LostUpdatePlace2 { place(id: 3) { address } }": typeof types.LostUpdatePlace2Document,
    "query LostUpdateUser { user(id: 4) { updatedAt } }": typeof types.LostUpdateUserDocument,
    "mutation LostUpdateUpdateUser($at: DateTime) { updateUser(id: 4, input: { middleName: \"Андреевич\" }, expectedUpdatedAt: $at) { middleName updatedAt } }": typeof types.LostUpdateUpdateUserDocument,
    "query LostUpdateUser2 { user(id: 4) { middleName } }": typeof types.LostUpdateUser2Document,
    "query MessengerTickets { tickets(where: { userId: { eq: 4 } }, pageSize: 1) { items { id userId } } }": typeof types.MessengerTicketsDocument,
    "mutation MessengerSendMessage($t: Int!) { sendMessage(input: { ticketId: $t, text: \"  Уточните, пожалуйста, сумму чека.  \" }) { id text ticketId ticket { id } recipientId room } }": typeof types.MessengerSendMessageDocument,
    "query MessengerUserMessages($t: Int!) {\n        userMessages(userId: 4, ticketId: $t) { items { id } }\n        roomMessages(room: \"user-4\") { items { id } rest }\n        conversations(pageSize: 100) { total items { roomName userId user { id } lastMessage { id } } }\n      }": typeof types.MessengerUserMessagesDocument,
    "mutation MessengerMarkConversationRead { markConversationRead(room: \"user-4\") }": typeof types.MessengerMarkConversationReadDocument,
    "mutation MutationsCreateRegion { createRegion(input: { title: \"Тестовая область\" }) { id title } }": typeof types.MutationsCreateRegionDocument,
    "mutation MutationsUpdateRegion($id: Int!) { updateRegion(id: $id, input: { title: \"Новая область\" }) { id title } }": typeof types.MutationsUpdateRegionDocument,
    "query MutationsRegion($id: Int!) { region(id: $id) { title } }": typeof types.MutationsRegionDocument,
    "mutation PeopleScreensUpdateUser($avatar: FileInput) { updateUser(id: 4, input: { avatar: $avatar }) { id avatar { url thumb(width: 150) thumbs { width url path } } } }": typeof types.PeopleScreensUpdateUserDocument,
    "query PeopleScreensUser { user(id: 4) { avatar { url } } }": typeof types.PeopleScreensUserDocument,
    "mutation PeopleScreensUpdateUser2 { updateUser(id: 4, input: { avatar: null }) { avatar { url } } }": typeof types.PeopleScreensUpdateUser2Document,
    "mutation PeopleScreensCreatePlace($image: FileInput) { createPlace(input: { title: \"Ларёк с фото\", cityId: 1, distributingFacilityId: 7, image: $image }) { id distributingFacilityId image { url } } }": typeof types.PeopleScreensCreatePlaceDocument,
    "mutation PeopleScreensUpdatePlace($id: Int!) { updatePlace(id: $id, input: { distributingFacilityId: 8, image: null }) { distributingFacilityId image { url } } }": typeof types.PeopleScreensUpdatePlaceDocument,
    "query PeopleScreensVendors { vendors(withOnline: true, pageSize: 3) { items { id roleName online } total } }": typeof types.PeopleScreensVendorsDocument,
    "query PeopleScreensVendors2 { vendors(pageSize: 1) { items { online } total } }": typeof types.PeopleScreensVendors2Document,
    "mutation PeopleInviteSalesMan { inviteSalesMan(input: { name: \" Пётр \", surname: \"Тестов\", phone: \"+79995550101\", sendCode: false }) { user { id name phone roleName status } code } }": typeof types.PeopleInviteSalesManDocument,
    "mutation PeopleInviteRegionalManager {\n        rm: inviteRegionalManager(input: { name: \"Ольга\", surname: \"Тестова\", phone: \"+79995550102\" }) { user { roleName status } code }\n        v: inviteVendor(input: { name: \"Иван\", surname: \"Тестов\", phone: \"+79995550103\", inn: \"500100732259\", cityId: 1 }) { user { roleName status } code }\n      }": typeof types.PeopleInviteRegionalManagerDocument,
    "mutation PeopleUpdateUser { updateUser(id: 101, input: { blocked: true }) { status blocked } }": typeof types.PeopleUpdateUserDocument,
    "mutation PeopleUpdateUser2 { updateUser(id: 101, input: { blocked: false }) { blocked } }": typeof types.PeopleUpdateUser2Document,
    "query PeoplePlacesOfUser { notYet: placesOfUser(userId: 3, assigned: false, pageSize: 1) { total items { id } } mine: placesOfUser(userId: 3, assigned: true) { total } }": typeof types.PeoplePlacesOfUserDocument,
    "mutation PeopleAddUserPlace($p: Int!) { addUserPlace(userId: 3, placeId: $p) { placeIds } }": typeof types.PeopleAddUserPlaceDocument,
    "query PeoplePlacesOfUser2 { placesOfUser(userId: 3, assigned: true) { total } }": typeof types.PeoplePlacesOfUser2Document,
    "mutation PeopleRemoveUserPlace($p: Int!) { removeUserPlace(userId: 3, placeId: $p) { placeIds } }": typeof types.PeopleRemoveUserPlaceDocument,
    "query PeoplePlaceAssignment($u: Int!, $p: Int!) { placeAssignment(userId: $u, placeId: $p) { rule city { id title } places assigned } }": typeof types.PeoplePlaceAssignmentDocument,
    "query PeoplePlaces { places(where: { cityId: { eq: 42 } }, pageSize: 100) { items { id } total } city(id: 42) { title } }": typeof types.PeoplePlacesDocument,
    "query PeoplePlace($p: Int!) { place(id: $p) { regionalManagers { id } } }": typeof types.PeoplePlaceDocument,
    "mutation PeopleAddUserPlace2($p: Int!) { addUserPlace(userId: 2, placeId: $p) { cityIds } }": typeof types.PeopleAddUserPlace2Document,
    "query PeoplePlace2($p: Int!) { place(id: $p) { regionalManagers { id cityIds } } }": typeof types.PeoplePlace2Document,
    "query PeoplePlaces2 { places(where: { cityId: { eq: 42 } }, pageSize: 1) { items { id city { id title } } } }": typeof types.PeoplePlaces2Document,
    "query ReportsTicketStats { ticketStats(groupBy: [status]) { groupBy groups { key { status statusCode } count } totals { count totalSum } } }": typeof types.ReportsTicketStatsDocument,
    "query ReportsTicketStats2($f: ReportFilter) { ticketStats(groupBy: [region], filter: $f) { groups { key { regionId region { id title } } count } totals { count } } }": typeof types.ReportsTicketStats2Document,
    "query ReportsPlanFact { planFact { plan fact percent place { id } period { id } } }": typeof types.ReportsPlanFactDocument,
    "query ReportsPlanFactPage { planFactPage(pageSize: 5) { items { place { id city { id } } } } }": typeof types.ReportsPlanFactPageDocument,
    "query ReportsActivity($by: ActivitySubject!, $f: ReportFilter) { activity(by: $by, filter: $f, limit: 10000) { userId user { id role { name } } tickets score activePlaces places lastUpload } }": typeof types.ReportsActivityDocument,
    "query ReportsActivity2 { activity(by: salesMan) { user { phone } } }": typeof types.ReportsActivity2Document,
    "mutation SchemaAccessCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }": typeof types.SchemaAccessCreateApiTokenDocument,
    "mutation SubscriptionsSendRoomMessage { sendRoomMessage(room: \"user-4\", text: \"Здравствуйте! Чек принят.\") { id text } }": typeof types.SubscriptionsSendRoomMessageDocument,
    "query SubscriptionsUsers { users(where: { id: { eq: 5 } }) { items { id phone } } }": typeof types.SubscriptionsUsersDocument,
    "query SubscriptionsUsers2 { users(where: { id: { neq: 2 } }, pageSize: 1) { items { id } } }": typeof types.SubscriptionsUsers2Document,
    "query SubscriptionsTicket { ticket(id: 1) { id } }": typeof types.SubscriptionsTicketDocument,
    "query TokensApiTokens { apiTokens { id name } }": typeof types.TokensApiTokensDocument,
    "query TokensMe { me { phone } }": typeof types.TokensMeDocument,
    "query TokensTicketStats { ticketStats(groupBy: [status]) { groups { key { status } count } } }": typeof types.TokensTicketStatsDocument,
    "query TokensTicketStats2 { ticketStats(groupBy: [status]) { groups { key { status } count } } }": typeof types.TokensTicketStats2Document,
    "mutation TokensRevokeApiToken($id: ID!) { revokeApiToken(id: $id) { id name } }": typeof types.TokensRevokeApiTokenDocument,
};
const documents: Documents = {
    "query AuditTickets($n: Int!) { tickets(where: { status: { eq: MANUAL } }, pageSize: $n, orderBy: [{ field: id, direction: DESC }]) { items { id status score statusDescription } } }": types.AuditTicketsDocument,
    "query AuditAuditLog($ids: [Int!]!) { auditLog(where: { model: { eq: \"Ticket\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {\n        total items { entityId action client after } } }": types.AuditAuditLogDocument,
    "query AuditAuditLog2($ids: [Int!]!) { auditLog(where: { action: { eq: \"reject\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) { items { entityId client } } }": types.AuditAuditLog2Document,
    "mutation AuditCreatePlace { createPlace(input: { title: \"Киоск у вокзала\", cityId: 1 }) { id } }": types.AuditCreatePlaceDocument,
    "query AuditPlace($id: Int!) { place(id: $id) { history { items { action actionTitle before after } } } }": types.AuditPlaceDocument,
    "query AuditUser { user(id: 1) { history(pageSize: 100) { items { action client } } } }": types.AuditUserDocument,
    "mutation AuditCreateCampaign { createCampaign(input: { title: \"Осень\" }) { id } }": types.AuditCreateCampaignDocument,
    "mutation AuditCreatePeriod($c: Int!) { createPeriod(input: { campaignId: $c, startDate: \"2031-01-01T00:00:00.000Z\", endDate: \"2031-02-01T00:00:00.000Z\" }) { id } }": types.AuditCreatePeriodDocument,
    "query AuditCampaign($c: Int!, $p: Int!) { campaign(id: $c) { history { total items { action before after user { id } } } } period(id: $p) { history { items { action before after } } } }": types.AuditCampaignDocument,
    "query AuditAuditLog3 { auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) { items { id } } }": types.AuditAuditLog3Document,
    "mutation AuditCreatePlace2($t: String!) { createPlace(input: { title: $t, cityId: 1 }) { id } }": types.AuditCreatePlace2Document,
    "mutation AuditCreateCampaign2 { createCampaign(input: { title: \"Зимняя акция\" }) { id } }": types.AuditCreateCampaign2Document,
    "mutation AuditCreatePeriod2($c: Int!) { createPeriod(input: { campaignId: $c, startDate: \"2026-12-01T00:00:00.000Z\", endDate: \"2027-02-28T23:59:59.999Z\" }) { id } }": types.AuditCreatePeriod2Document,
    "query AuditAuditLog4($since: Int!) { auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) { items { model entityId action entityName } } }": types.AuditAuditLog4Document,
    "mutation AuditCreatePlace3 { createPlace(input: { title: \"Точка плана\", cityId: 1 }) { id } }": types.AuditCreatePlace3Document,
    "mutation AuditCreateCampaign3 { createCampaign(input: { title: \"Акция плана\" }) { id } }": types.AuditCreateCampaign3Document,
    "mutation AuditCreatePeriod3($c: Int!) { createPeriod(input: { campaignId: $c, startDate: \"2032-03-01T00:00:00.000Z\", endDate: \"2032-05-31T23:59:59.999Z\" }) { id } }": types.AuditCreatePeriod3Document,
    "mutation AuditCreatePlan($p: Int!, $q: Int!, $c: Int!) { createPlan(input: { placeId: $p, periodId: $q, campaignId: $c, plan: 30 }) { id } }": types.AuditCreatePlanDocument,
    "query AuditAuditLog5($id: Int!) { auditLog(where: { model: { eq: \"Plan\" }, entityId: { eq: $id } }) { items { entityName } } }": types.AuditAuditLog5Document,
    "query AuditAuditLog6 { auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) { items { id } } }": types.AuditAuditLog6Document,
    "query AuditAuditLog7($since: Int!) { auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) { items { model action references { field id model name } } } }": types.AuditAuditLog7Document,
    "query AuditUser2 { user(id: 4) { history { total } } }": types.AuditUser2Document,
    "query BulkTickets($s: TicketStatus!, $n: Int!) { tickets(where: { status: { eq: $s } }, pageSize: $n, orderBy: [{ field: id, direction: ASC }]) { items { id } } }": types.BulkTicketsDocument,
    "mutation BulkBulkTickets($ids: [Int!]) { bulkTickets(action: reject, ids: $ids, reason: \"Нечитаемо\") { action total succeeded failed results { id ok status message } } }": types.BulkBulkTicketsDocument,
    "mutation BulkUndo($ids: [Int!]!) { undo(action: TICKET_REJECT, ids: $ids) { succeeded results { id ok status } } }": types.BulkUndoDocument,
    "mutation CatalogueImagesCreateProduct { createProduct(input: { title: \"Картинка\" }) { id } }": types.CatalogueImagesCreateProductDocument,
    "query CatalogueImagesProduct($id: Int!) { product(id: $id) { image { url } } }": types.CatalogueImagesProductDocument,
    "query CatalogueProducts { products(pageSize: 100) { total items { title matches category { score } } }\n         campaigns { items { id periods { id startDate campaign { id } plans { plan fact place { id } } } } } }": types.CatalogueProductsDocument,
    "query CatalogueCampaignProducts { campaignProducts(campaignId: 1, pageSize: 100) { total items { id productId product { id } } }\n         inside: productsOfCampaign(campaignId: 1, inCampaign: true, pageSize: 100) { total items { id } }\n         outside: productsOfCampaign(campaignId: 1, inCampaign: false) { total }\n         all: products { total } }": types.CatalogueCampaignProductsDocument,
    "query CatalogueTickets { tickets(where: { status: { eq: PROCESSED }, planId: { isNull: false } }, pageSize: 10) {\n           items { planId placeId plan { id placeId } items { productId product { id } } } }\n         campaign(id: 1) { id products { campaignId product { id } } }\n         place(id: 1) { id vendors: users(role: vendor) { roleName placeIds } everyone: users { roleName } } }": types.CatalogueTicketsDocument,
    "mutation CatalogueCreateProductCategory { createProductCategory(input: { title: \"Тестовая категория\", score: 7, recommendedPrice: 12990 }) { id title score recommendedPrice } }": types.CatalogueCreateProductCategoryDocument,
    "mutation CatalogueCreateProduct($c: Int!) { createProduct(input: { title: \"Тестовый сок 1 л\", matches: [\"тестовый сок\"], categoryId: $c }) { id matches category { id } } }": types.CatalogueCreateProductDocument,
    "query DevicesDeviceCount { user: deviceCount(scope: { userId: 4 }) nobody: deviceCount(scope: { userId: 2 }) }": types.DevicesDeviceCountDocument,
    "mutation DevicesSendDeviceCommand { sendDeviceCommand(event: \"showMessage\", payload: { text: \"Обновите приложение\", level: 2 }, scope: { userId: 4 }) }": types.DevicesSendDeviceCommandDocument,
    "mutation FilesSendRoomMessage($file: FileInput) { sendRoomMessage(room: \"user-4\", file: $file) { file { name path } } }": types.FilesSendRoomMessageDocument,
    "mutation GatewayLogin { login(phone: \"+79990000001\", password: \"demo1234\") { ttl user { phone roleName role { title } } } }": types.GatewayLoginDocument,
    "query GatewayMe { me { name surname roleName } }": types.GatewayMeDocument,
    "mutation GatewayLogin2 { login(phone: \"+79990000001\", password: \"demo1234\") { accessToken } }": types.GatewayLogin2Document,
    "query GatewayMe2 { me { phone } }": types.GatewayMe2Document,
    "query GatewayTickets { tickets(pageSize: 50) { items { place { city { title region { title } } } } } }": types.GatewayTicketsDocument,
    "query GatewayTickets2 { tickets(pageSize: 3) { items { totalSum user { name } place { title city { title } } } } }": types.GatewayTickets2Document,
    "query GatewayTickets3 { tickets(pageSize: 5) { ...Page } }\n       fragment Page on TicketPage { items { id ... on Ticket { user { id } } } }": types.GatewayTickets3Document,
    "query GatewayTicket { a: ticket(id: 1) { user { id } } b: ticket(id: 2) { user { id } } c: ticket(id: 3) { user { id } } }": types.GatewayTicketDocument,
    "query GatewayTicket2 { ticket(id: 1) { id totalSum statusTitle user { name } } }": types.GatewayTicket2Document,
    "query GatewayTickets4 { tickets(where: { status: { eq: REJECTED } }, pageSize: 100) { total items { status statusTitle } } }": types.GatewayTickets4Document,
    "query GeographyRegions { regions(pageSize: 100) { total items { id title } } }": types.GeographyRegionsDocument,
    "query GeographyRegions2 { regions(search: \"МОСКОВСКАЯ обл\") { items { title } } }": types.GeographyRegions2Document,
    "query GeographyCities { cities(pageSize: 50) { items { title regionName region { title } } } }": types.GeographyCitiesDocument,
    "query GeographyPlaces($city: Int!, $q: String) { places(where: { cityId: { eq: $city } }, search: $q, pageSize: 100) { total items { id cityId address } } }": types.GeographyPlacesDocument,
    "query GeographyPlace { place(id: 1) { id city { region { title } } } }": types.GeographyPlaceDocument,
    "query GeographyVendors { vendors(pageSize: 100) { total items { id roleName status phoneVerified blocked } } }": types.GeographyVendorsDocument,
    "query GeographyVendors2 { invited: vendors(where: { phoneVerified: { eq: false } }) { total items { status } }\n         blocked: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: true } }) { total items { status } }\n         active: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: false } }) { total items { status } } }": types.GeographyVendors2Document,
    "query GeographyUsers { users(search: \"анна +7999000000\") { items { name surname phone } } }": types.GeographyUsersDocument,
    "query GeographyRegionalManagers { rm: regionalManagers(where: { phone: { eq: \"+79990000002\" } }) { items { cityIds cities { id } } }\n         v: user(id: 4) { places { id } place { id } } }": types.GeographyRegionalManagersDocument,
    "mutation HttpAuditCreateApiToken { createApiToken(input: { name: \"audit\", readOnly: true, expiresInDays: 1 }) { token } }": types.HttpAuditCreateApiTokenDocument,
    "query LiveCapsTickets { tickets(pageSize: 3) { items { id } } }": types.LiveCapsTicketsDocument,
    "query LiveSharedTickets { tickets(pageSize: 3) { items { id } } }": types.LiveSharedTicketsDocument,
    "query LostUpdatePlace { place(id: 3) { address updatedAt } }": types.LostUpdatePlaceDocument,
    "query LostUpdatePlace2 { place(id: 3) { address } }": types.LostUpdatePlace2Document,
    "query LostUpdateUser { user(id: 4) { updatedAt } }": types.LostUpdateUserDocument,
    "mutation LostUpdateUpdateUser($at: DateTime) { updateUser(id: 4, input: { middleName: \"Андреевич\" }, expectedUpdatedAt: $at) { middleName updatedAt } }": types.LostUpdateUpdateUserDocument,
    "query LostUpdateUser2 { user(id: 4) { middleName } }": types.LostUpdateUser2Document,
    "query MessengerTickets { tickets(where: { userId: { eq: 4 } }, pageSize: 1) { items { id userId } } }": types.MessengerTicketsDocument,
    "mutation MessengerSendMessage($t: Int!) { sendMessage(input: { ticketId: $t, text: \"  Уточните, пожалуйста, сумму чека.  \" }) { id text ticketId ticket { id } recipientId room } }": types.MessengerSendMessageDocument,
    "query MessengerUserMessages($t: Int!) {\n        userMessages(userId: 4, ticketId: $t) { items { id } }\n        roomMessages(room: \"user-4\") { items { id } rest }\n        conversations(pageSize: 100) { total items { roomName userId user { id } lastMessage { id } } }\n      }": types.MessengerUserMessagesDocument,
    "mutation MessengerMarkConversationRead { markConversationRead(room: \"user-4\") }": types.MessengerMarkConversationReadDocument,
    "mutation MutationsCreateRegion { createRegion(input: { title: \"Тестовая область\" }) { id title } }": types.MutationsCreateRegionDocument,
    "mutation MutationsUpdateRegion($id: Int!) { updateRegion(id: $id, input: { title: \"Новая область\" }) { id title } }": types.MutationsUpdateRegionDocument,
    "query MutationsRegion($id: Int!) { region(id: $id) { title } }": types.MutationsRegionDocument,
    "mutation PeopleScreensUpdateUser($avatar: FileInput) { updateUser(id: 4, input: { avatar: $avatar }) { id avatar { url thumb(width: 150) thumbs { width url path } } } }": types.PeopleScreensUpdateUserDocument,
    "query PeopleScreensUser { user(id: 4) { avatar { url } } }": types.PeopleScreensUserDocument,
    "mutation PeopleScreensUpdateUser2 { updateUser(id: 4, input: { avatar: null }) { avatar { url } } }": types.PeopleScreensUpdateUser2Document,
    "mutation PeopleScreensCreatePlace($image: FileInput) { createPlace(input: { title: \"Ларёк с фото\", cityId: 1, distributingFacilityId: 7, image: $image }) { id distributingFacilityId image { url } } }": types.PeopleScreensCreatePlaceDocument,
    "mutation PeopleScreensUpdatePlace($id: Int!) { updatePlace(id: $id, input: { distributingFacilityId: 8, image: null }) { distributingFacilityId image { url } } }": types.PeopleScreensUpdatePlaceDocument,
    "query PeopleScreensVendors { vendors(withOnline: true, pageSize: 3) { items { id roleName online } total } }": types.PeopleScreensVendorsDocument,
    "query PeopleScreensVendors2 { vendors(pageSize: 1) { items { online } total } }": types.PeopleScreensVendors2Document,
    "mutation PeopleInviteSalesMan { inviteSalesMan(input: { name: \" Пётр \", surname: \"Тестов\", phone: \"+79995550101\", sendCode: false }) { user { id name phone roleName status } code } }": types.PeopleInviteSalesManDocument,
    "mutation PeopleInviteRegionalManager {\n        rm: inviteRegionalManager(input: { name: \"Ольга\", surname: \"Тестова\", phone: \"+79995550102\" }) { user { roleName status } code }\n        v: inviteVendor(input: { name: \"Иван\", surname: \"Тестов\", phone: \"+79995550103\", inn: \"500100732259\", cityId: 1 }) { user { roleName status } code }\n      }": types.PeopleInviteRegionalManagerDocument,
    "mutation PeopleUpdateUser { updateUser(id: 101, input: { blocked: true }) { status blocked } }": types.PeopleUpdateUserDocument,
    "mutation PeopleUpdateUser2 { updateUser(id: 101, input: { blocked: false }) { blocked } }": types.PeopleUpdateUser2Document,
    "query PeoplePlacesOfUser { notYet: placesOfUser(userId: 3, assigned: false, pageSize: 1) { total items { id } } mine: placesOfUser(userId: 3, assigned: true) { total } }": types.PeoplePlacesOfUserDocument,
    "mutation PeopleAddUserPlace($p: Int!) { addUserPlace(userId: 3, placeId: $p) { placeIds } }": types.PeopleAddUserPlaceDocument,
    "query PeoplePlacesOfUser2 { placesOfUser(userId: 3, assigned: true) { total } }": types.PeoplePlacesOfUser2Document,
    "mutation PeopleRemoveUserPlace($p: Int!) { removeUserPlace(userId: 3, placeId: $p) { placeIds } }": types.PeopleRemoveUserPlaceDocument,
    "query PeoplePlaceAssignment($u: Int!, $p: Int!) { placeAssignment(userId: $u, placeId: $p) { rule city { id title } places assigned } }": types.PeoplePlaceAssignmentDocument,
    "query PeoplePlaces { places(where: { cityId: { eq: 42 } }, pageSize: 100) { items { id } total } city(id: 42) { title } }": types.PeoplePlacesDocument,
    "query PeoplePlace($p: Int!) { place(id: $p) { regionalManagers { id } } }": types.PeoplePlaceDocument,
    "mutation PeopleAddUserPlace2($p: Int!) { addUserPlace(userId: 2, placeId: $p) { cityIds } }": types.PeopleAddUserPlace2Document,
    "query PeoplePlace2($p: Int!) { place(id: $p) { regionalManagers { id cityIds } } }": types.PeoplePlace2Document,
    "query PeoplePlaces2 { places(where: { cityId: { eq: 42 } }, pageSize: 1) { items { id city { id title } } } }": types.PeoplePlaces2Document,
    "query ReportsTicketStats { ticketStats(groupBy: [status]) { groupBy groups { key { status statusCode } count } totals { count totalSum } } }": types.ReportsTicketStatsDocument,
    "query ReportsTicketStats2($f: ReportFilter) { ticketStats(groupBy: [region], filter: $f) { groups { key { regionId region { id title } } count } totals { count } } }": types.ReportsTicketStats2Document,
    "query ReportsPlanFact { planFact { plan fact percent place { id } period { id } } }": types.ReportsPlanFactDocument,
    "query ReportsPlanFactPage { planFactPage(pageSize: 5) { items { place { id city { id } } } } }": types.ReportsPlanFactPageDocument,
    "query ReportsActivity($by: ActivitySubject!, $f: ReportFilter) { activity(by: $by, filter: $f, limit: 10000) { userId user { id role { name } } tickets score activePlaces places lastUpload } }": types.ReportsActivityDocument,
    "query ReportsActivity2 { activity(by: salesMan) { user { phone } } }": types.ReportsActivity2Document,
    "mutation SchemaAccessCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }": types.SchemaAccessCreateApiTokenDocument,
    "mutation SubscriptionsSendRoomMessage { sendRoomMessage(room: \"user-4\", text: \"Здравствуйте! Чек принят.\") { id text } }": types.SubscriptionsSendRoomMessageDocument,
    "query SubscriptionsUsers { users(where: { id: { eq: 5 } }) { items { id phone } } }": types.SubscriptionsUsersDocument,
    "query SubscriptionsUsers2 { users(where: { id: { neq: 2 } }, pageSize: 1) { items { id } } }": types.SubscriptionsUsers2Document,
    "query SubscriptionsTicket { ticket(id: 1) { id } }": types.SubscriptionsTicketDocument,
    "query TokensApiTokens { apiTokens { id name } }": types.TokensApiTokensDocument,
    "query TokensMe { me { phone } }": types.TokensMeDocument,
    "query TokensTicketStats { ticketStats(groupBy: [status]) { groups { key { status } count } } }": types.TokensTicketStatsDocument,
    "query TokensTicketStats2 { ticketStats(groupBy: [status]) { groups { key { status } count } } }": types.TokensTicketStats2Document,
    "mutation TokensRevokeApiToken($id: ID!) { revokeApiToken(id: $id) { id name } }": types.TokensRevokeApiTokenDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditTickets($n: Int!) { tickets(where: { status: { eq: MANUAL } }, pageSize: $n, orderBy: [{ field: id, direction: DESC }]) { items { id status score statusDescription } } }"): typeof import('./graphql').AuditTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditAuditLog($ids: [Int!]!) { auditLog(where: { model: { eq: \"Ticket\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {\n        total items { entityId action client after } } }"): typeof import('./graphql').AuditAuditLogDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditAuditLog2($ids: [Int!]!) { auditLog(where: { action: { eq: \"reject\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) { items { entityId client } } }"): typeof import('./graphql').AuditAuditLog2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditCreatePlace { createPlace(input: { title: \"Киоск у вокзала\", cityId: 1 }) { id } }"): typeof import('./graphql').AuditCreatePlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditPlace($id: Int!) { place(id: $id) { history { items { action actionTitle before after } } } }"): typeof import('./graphql').AuditPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditUser { user(id: 1) { history(pageSize: 100) { items { action client } } } }"): typeof import('./graphql').AuditUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditCreateCampaign { createCampaign(input: { title: \"Осень\" }) { id } }"): typeof import('./graphql').AuditCreateCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditCreatePeriod($c: Int!) { createPeriod(input: { campaignId: $c, startDate: \"2031-01-01T00:00:00.000Z\", endDate: \"2031-02-01T00:00:00.000Z\" }) { id } }"): typeof import('./graphql').AuditCreatePeriodDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditCampaign($c: Int!, $p: Int!) { campaign(id: $c) { history { total items { action before after user { id } } } } period(id: $p) { history { items { action before after } } } }"): typeof import('./graphql').AuditCampaignDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditAuditLog3 { auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) { items { id } } }"): typeof import('./graphql').AuditAuditLog3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditCreatePlace2($t: String!) { createPlace(input: { title: $t, cityId: 1 }) { id } }"): typeof import('./graphql').AuditCreatePlace2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditCreateCampaign2 { createCampaign(input: { title: \"Зимняя акция\" }) { id } }"): typeof import('./graphql').AuditCreateCampaign2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditCreatePeriod2($c: Int!) { createPeriod(input: { campaignId: $c, startDate: \"2026-12-01T00:00:00.000Z\", endDate: \"2027-02-28T23:59:59.999Z\" }) { id } }"): typeof import('./graphql').AuditCreatePeriod2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditAuditLog4($since: Int!) { auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) { items { model entityId action entityName } } }"): typeof import('./graphql').AuditAuditLog4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditCreatePlace3 { createPlace(input: { title: \"Точка плана\", cityId: 1 }) { id } }"): typeof import('./graphql').AuditCreatePlace3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditCreateCampaign3 { createCampaign(input: { title: \"Акция плана\" }) { id } }"): typeof import('./graphql').AuditCreateCampaign3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditCreatePeriod3($c: Int!) { createPeriod(input: { campaignId: $c, startDate: \"2032-03-01T00:00:00.000Z\", endDate: \"2032-05-31T23:59:59.999Z\" }) { id } }"): typeof import('./graphql').AuditCreatePeriod3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AuditCreatePlan($p: Int!, $q: Int!, $c: Int!) { createPlan(input: { placeId: $p, periodId: $q, campaignId: $c, plan: 30 }) { id } }"): typeof import('./graphql').AuditCreatePlanDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditAuditLog5($id: Int!) { auditLog(where: { model: { eq: \"Plan\" }, entityId: { eq: $id } }) { items { entityName } } }"): typeof import('./graphql').AuditAuditLog5Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditAuditLog6 { auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) { items { id } } }"): typeof import('./graphql').AuditAuditLog6Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditAuditLog7($since: Int!) { auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) { items { model action references { field id model name } } } }"): typeof import('./graphql').AuditAuditLog7Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AuditUser2 { user(id: 4) { history { total } } }"): typeof import('./graphql').AuditUser2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query BulkTickets($s: TicketStatus!, $n: Int!) { tickets(where: { status: { eq: $s } }, pageSize: $n, orderBy: [{ field: id, direction: ASC }]) { items { id } } }"): typeof import('./graphql').BulkTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkBulkTickets($ids: [Int!]) { bulkTickets(action: reject, ids: $ids, reason: \"Нечитаемо\") { action total succeeded failed results { id ok status message } } }"): typeof import('./graphql').BulkBulkTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BulkUndo($ids: [Int!]!) { undo(action: TICKET_REJECT, ids: $ids) { succeeded results { id ok status } } }"): typeof import('./graphql').BulkUndoDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogueImagesCreateProduct { createProduct(input: { title: \"Картинка\" }) { id } }"): typeof import('./graphql').CatalogueImagesCreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueImagesProduct($id: Int!) { product(id: $id) { image { url } } }"): typeof import('./graphql').CatalogueImagesProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueProducts { products(pageSize: 100) { total items { title matches category { score } } }\n         campaigns { items { id periods { id startDate campaign { id } plans { plan fact place { id } } } } } }"): typeof import('./graphql').CatalogueProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueCampaignProducts { campaignProducts(campaignId: 1, pageSize: 100) { total items { id productId product { id } } }\n         inside: productsOfCampaign(campaignId: 1, inCampaign: true, pageSize: 100) { total items { id } }\n         outside: productsOfCampaign(campaignId: 1, inCampaign: false) { total }\n         all: products { total } }"): typeof import('./graphql').CatalogueCampaignProductsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CatalogueTickets { tickets(where: { status: { eq: PROCESSED }, planId: { isNull: false } }, pageSize: 10) {\n           items { planId placeId plan { id placeId } items { productId product { id } } } }\n         campaign(id: 1) { id products { campaignId product { id } } }\n         place(id: 1) { id vendors: users(role: vendor) { roleName placeIds } everyone: users { roleName } } }"): typeof import('./graphql').CatalogueTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogueCreateProductCategory { createProductCategory(input: { title: \"Тестовая категория\", score: 7, recommendedPrice: 12990 }) { id title score recommendedPrice } }"): typeof import('./graphql').CatalogueCreateProductCategoryDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CatalogueCreateProduct($c: Int!) { createProduct(input: { title: \"Тестовый сок 1 л\", matches: [\"тестовый сок\"], categoryId: $c }) { id matches category { id } } }"): typeof import('./graphql').CatalogueCreateProductDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query DevicesDeviceCount { user: deviceCount(scope: { userId: 4 }) nobody: deviceCount(scope: { userId: 2 }) }"): typeof import('./graphql').DevicesDeviceCountDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DevicesSendDeviceCommand { sendDeviceCommand(event: \"showMessage\", payload: { text: \"Обновите приложение\", level: 2 }, scope: { userId: 4 }) }"): typeof import('./graphql').DevicesSendDeviceCommandDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FilesSendRoomMessage($file: FileInput) { sendRoomMessage(room: \"user-4\", file: $file) { file { name path } } }"): typeof import('./graphql').FilesSendRoomMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GatewayLogin { login(phone: \"+79990000001\", password: \"demo1234\") { ttl user { phone roleName role { title } } } }"): typeof import('./graphql').GatewayLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GatewayMe { me { name surname roleName } }"): typeof import('./graphql').GatewayMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation GatewayLogin2 { login(phone: \"+79990000001\", password: \"demo1234\") { accessToken } }"): typeof import('./graphql').GatewayLogin2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GatewayMe2 { me { phone } }"): typeof import('./graphql').GatewayMe2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GatewayTickets { tickets(pageSize: 50) { items { place { city { title region { title } } } } } }"): typeof import('./graphql').GatewayTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GatewayTickets2 { tickets(pageSize: 3) { items { totalSum user { name } place { title city { title } } } } }"): typeof import('./graphql').GatewayTickets2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GatewayTickets3 { tickets(pageSize: 5) { ...Page } }\n       fragment Page on TicketPage { items { id ... on Ticket { user { id } } } }"): typeof import('./graphql').GatewayTickets3Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GatewayTicket { a: ticket(id: 1) { user { id } } b: ticket(id: 2) { user { id } } c: ticket(id: 3) { user { id } } }"): typeof import('./graphql').GatewayTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GatewayTicket2 { ticket(id: 1) { id totalSum statusTitle user { name } } }"): typeof import('./graphql').GatewayTicket2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GatewayTickets4 { tickets(where: { status: { eq: REJECTED } }, pageSize: 100) { total items { status statusTitle } } }"): typeof import('./graphql').GatewayTickets4Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeographyRegions { regions(pageSize: 100) { total items { id title } } }"): typeof import('./graphql').GeographyRegionsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeographyRegions2 { regions(search: \"МОСКОВСКАЯ обл\") { items { title } } }"): typeof import('./graphql').GeographyRegions2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeographyCities { cities(pageSize: 50) { items { title regionName region { title } } } }"): typeof import('./graphql').GeographyCitiesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeographyPlaces($city: Int!, $q: String) { places(where: { cityId: { eq: $city } }, search: $q, pageSize: 100) { total items { id cityId address } } }"): typeof import('./graphql').GeographyPlacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeographyPlace { place(id: 1) { id city { region { title } } } }"): typeof import('./graphql').GeographyPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeographyVendors { vendors(pageSize: 100) { total items { id roleName status phoneVerified blocked } } }"): typeof import('./graphql').GeographyVendorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeographyVendors2 { invited: vendors(where: { phoneVerified: { eq: false } }) { total items { status } }\n         blocked: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: true } }) { total items { status } }\n         active: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: false } }) { total items { status } } }"): typeof import('./graphql').GeographyVendors2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeographyUsers { users(search: \"анна +7999000000\") { items { name surname phone } } }"): typeof import('./graphql').GeographyUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query GeographyRegionalManagers { rm: regionalManagers(where: { phone: { eq: \"+79990000002\" } }) { items { cityIds cities { id } } }\n         v: user(id: 4) { places { id } place { id } } }"): typeof import('./graphql').GeographyRegionalManagersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation HttpAuditCreateApiToken { createApiToken(input: { name: \"audit\", readOnly: true, expiresInDays: 1 }) { token } }"): typeof import('./graphql').HttpAuditCreateApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveCapsTickets { tickets(pageSize: 3) { items { id } } }"): typeof import('./graphql').LiveCapsTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LiveSharedTickets { tickets(pageSize: 3) { items { id } } }"): typeof import('./graphql').LiveSharedTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LostUpdatePlace { place(id: 3) { address updatedAt } }"): typeof import('./graphql').LostUpdatePlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LostUpdatePlace2 { place(id: 3) { address } }"): typeof import('./graphql').LostUpdatePlace2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LostUpdateUser { user(id: 4) { updatedAt } }"): typeof import('./graphql').LostUpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation LostUpdateUpdateUser($at: DateTime) { updateUser(id: 4, input: { middleName: \"Андреевич\" }, expectedUpdatedAt: $at) { middleName updatedAt } }"): typeof import('./graphql').LostUpdateUpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query LostUpdateUser2 { user(id: 4) { middleName } }"): typeof import('./graphql').LostUpdateUser2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessengerTickets { tickets(where: { userId: { eq: 4 } }, pageSize: 1) { items { id userId } } }"): typeof import('./graphql').MessengerTicketsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessengerSendMessage($t: Int!) { sendMessage(input: { ticketId: $t, text: \"  Уточните, пожалуйста, сумму чека.  \" }) { id text ticketId ticket { id } recipientId room } }"): typeof import('./graphql').MessengerSendMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MessengerUserMessages($t: Int!) {\n        userMessages(userId: 4, ticketId: $t) { items { id } }\n        roomMessages(room: \"user-4\") { items { id } rest }\n        conversations(pageSize: 100) { total items { roomName userId user { id } lastMessage { id } } }\n      }"): typeof import('./graphql').MessengerUserMessagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MessengerMarkConversationRead { markConversationRead(room: \"user-4\") }"): typeof import('./graphql').MessengerMarkConversationReadDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutationsCreateRegion { createRegion(input: { title: \"Тестовая область\" }) { id title } }"): typeof import('./graphql').MutationsCreateRegionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation MutationsUpdateRegion($id: Int!) { updateRegion(id: $id, input: { title: \"Новая область\" }) { id title } }"): typeof import('./graphql').MutationsUpdateRegionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MutationsRegion($id: Int!) { region(id: $id) { title } }"): typeof import('./graphql').MutationsRegionDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleScreensUpdateUser($avatar: FileInput) { updateUser(id: 4, input: { avatar: $avatar }) { id avatar { url thumb(width: 150) thumbs { width url path } } } }"): typeof import('./graphql').PeopleScreensUpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleScreensUser { user(id: 4) { avatar { url } } }"): typeof import('./graphql').PeopleScreensUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleScreensUpdateUser2 { updateUser(id: 4, input: { avatar: null }) { avatar { url } } }"): typeof import('./graphql').PeopleScreensUpdateUser2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleScreensCreatePlace($image: FileInput) { createPlace(input: { title: \"Ларёк с фото\", cityId: 1, distributingFacilityId: 7, image: $image }) { id distributingFacilityId image { url } } }"): typeof import('./graphql').PeopleScreensCreatePlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleScreensUpdatePlace($id: Int!) { updatePlace(id: $id, input: { distributingFacilityId: 8, image: null }) { distributingFacilityId image { url } } }"): typeof import('./graphql').PeopleScreensUpdatePlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleScreensVendors { vendors(withOnline: true, pageSize: 3) { items { id roleName online } total } }"): typeof import('./graphql').PeopleScreensVendorsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeopleScreensVendors2 { vendors(pageSize: 1) { items { online } total } }"): typeof import('./graphql').PeopleScreensVendors2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleInviteSalesMan { inviteSalesMan(input: { name: \" Пётр \", surname: \"Тестов\", phone: \"+79995550101\", sendCode: false }) { user { id name phone roleName status } code } }"): typeof import('./graphql').PeopleInviteSalesManDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleInviteRegionalManager {\n        rm: inviteRegionalManager(input: { name: \"Ольга\", surname: \"Тестова\", phone: \"+79995550102\" }) { user { roleName status } code }\n        v: inviteVendor(input: { name: \"Иван\", surname: \"Тестов\", phone: \"+79995550103\", inn: \"500100732259\", cityId: 1 }) { user { roleName status } code }\n      }"): typeof import('./graphql').PeopleInviteRegionalManagerDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleUpdateUser { updateUser(id: 101, input: { blocked: true }) { status blocked } }"): typeof import('./graphql').PeopleUpdateUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleUpdateUser2 { updateUser(id: 101, input: { blocked: false }) { blocked } }"): typeof import('./graphql').PeopleUpdateUser2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeoplePlacesOfUser { notYet: placesOfUser(userId: 3, assigned: false, pageSize: 1) { total items { id } } mine: placesOfUser(userId: 3, assigned: true) { total } }"): typeof import('./graphql').PeoplePlacesOfUserDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleAddUserPlace($p: Int!) { addUserPlace(userId: 3, placeId: $p) { placeIds } }"): typeof import('./graphql').PeopleAddUserPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeoplePlacesOfUser2 { placesOfUser(userId: 3, assigned: true) { total } }"): typeof import('./graphql').PeoplePlacesOfUser2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleRemoveUserPlace($p: Int!) { removeUserPlace(userId: 3, placeId: $p) { placeIds } }"): typeof import('./graphql').PeopleRemoveUserPlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeoplePlaceAssignment($u: Int!, $p: Int!) { placeAssignment(userId: $u, placeId: $p) { rule city { id title } places assigned } }"): typeof import('./graphql').PeoplePlaceAssignmentDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeoplePlaces { places(where: { cityId: { eq: 42 } }, pageSize: 100) { items { id } total } city(id: 42) { title } }"): typeof import('./graphql').PeoplePlacesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeoplePlace($p: Int!) { place(id: $p) { regionalManagers { id } } }"): typeof import('./graphql').PeoplePlaceDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation PeopleAddUserPlace2($p: Int!) { addUserPlace(userId: 2, placeId: $p) { cityIds } }"): typeof import('./graphql').PeopleAddUserPlace2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeoplePlace2($p: Int!) { place(id: $p) { regionalManagers { id cityIds } } }"): typeof import('./graphql').PeoplePlace2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PeoplePlaces2 { places(where: { cityId: { eq: 42 } }, pageSize: 1) { items { id city { id title } } } }"): typeof import('./graphql').PeoplePlaces2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReportsTicketStats { ticketStats(groupBy: [status]) { groupBy groups { key { status statusCode } count } totals { count totalSum } } }"): typeof import('./graphql').ReportsTicketStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReportsTicketStats2($f: ReportFilter) { ticketStats(groupBy: [region], filter: $f) { groups { key { regionId region { id title } } count } totals { count } } }"): typeof import('./graphql').ReportsTicketStats2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReportsPlanFact { planFact { plan fact percent place { id } period { id } } }"): typeof import('./graphql').ReportsPlanFactDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReportsPlanFactPage { planFactPage(pageSize: 5) { items { place { id city { id } } } } }"): typeof import('./graphql').ReportsPlanFactPageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReportsActivity($by: ActivitySubject!, $f: ReportFilter) { activity(by: $by, filter: $f, limit: 10000) { userId user { id role { name } } tickets score activePlaces places lastUpload } }"): typeof import('./graphql').ReportsActivityDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ReportsActivity2 { activity(by: salesMan) { user { phone } } }"): typeof import('./graphql').ReportsActivity2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SchemaAccessCreateApiToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { token } }"): typeof import('./graphql').SchemaAccessCreateApiTokenDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SubscriptionsSendRoomMessage { sendRoomMessage(room: \"user-4\", text: \"Здравствуйте! Чек принят.\") { id text } }"): typeof import('./graphql').SubscriptionsSendRoomMessageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionsUsers { users(where: { id: { eq: 5 } }) { items { id phone } } }"): typeof import('./graphql').SubscriptionsUsersDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionsUsers2 { users(where: { id: { neq: 2 } }, pageSize: 1) { items { id } } }"): typeof import('./graphql').SubscriptionsUsers2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SubscriptionsTicket { ticket(id: 1) { id } }"): typeof import('./graphql').SubscriptionsTicketDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TokensApiTokens { apiTokens { id name } }"): typeof import('./graphql').TokensApiTokensDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TokensMe { me { phone } }"): typeof import('./graphql').TokensMeDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TokensTicketStats { ticketStats(groupBy: [status]) { groups { key { status } count } } }"): typeof import('./graphql').TokensTicketStatsDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query TokensTicketStats2 { ticketStats(groupBy: [status]) { groups { key { status } count } } }"): typeof import('./graphql').TokensTicketStats2Document;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TokensRevokeApiToken($id: ID!) { revokeApiToken(id: $id) { id name } }"): typeof import('./graphql').TokensRevokeApiTokenDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
