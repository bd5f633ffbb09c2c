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
    "\n        query AuditTicketHistory($id: Int!) {\n          ticket(id: $id) {\n            history {\n              total\n              items {\n                ...TestHistoryEntry\n              }\n            }\n          }\n        }\n      ": typeof types.AuditTicketHistoryDocument,
    "\n        query AuditAuditLog($ids: [Int!]!) {\n          auditLog(where: { model: { eq: \"Ticket\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {\n            total\n            items {\n              entityId\n              action\n              client\n              after\n            }\n          }\n        }\n      ": typeof types.AuditAuditLogDocument,
    "\n        query AuditAuditLog2($ids: [Int!]!) {\n          auditLog(where: { action: { eq: \"reject\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {\n            items {\n              entityId\n              client\n            }\n          }\n        }\n      ": typeof types.AuditAuditLog2Document,
    "\n        mutation AuditCreatePlace {\n          createPlace(input: { title: \"Киоск у вокзала\", cityId: 1 }) {\n            id\n          }\n        }\n      ": typeof types.AuditCreatePlaceDocument,
    "\n        query AuditPlace($id: Int!) {\n          place(id: $id) {\n            history {\n              items {\n                action\n                actionTitle\n                before\n                after\n              }\n            }\n          }\n        }\n      ": typeof types.AuditPlaceDocument,
    "\n        query AuditUser {\n          user(id: 1) {\n            history(pageSize: 100) {\n              items {\n                action\n                client\n              }\n            }\n          }\n        }\n      ": typeof types.AuditUserDocument,
    "\n        mutation AuditCreateCampaign {\n          createCampaign(input: { title: \"Осень\" }) {\n            id\n          }\n        }\n      ": typeof types.AuditCreateCampaignDocument,
    "\n        mutation AuditCreatePeriod($c: Int!) {\n          createPeriod(input: { campaignId: $c, startDate: \"2031-01-01T00:00:00.000Z\", endDate: \"2031-02-01T00:00:00.000Z\" }) {\n            id\n          }\n        }\n      ": typeof types.AuditCreatePeriodDocument,
    "\n        query AuditCampaign($c: Int!, $p: Int!) {\n          campaign(id: $c) {\n            history {\n              total\n              items {\n                action\n                before\n                after\n                user {\n                  id\n                }\n              }\n            }\n          }\n          period(id: $p) {\n            history {\n              items {\n                action\n                before\n                after\n              }\n            }\n          }\n        }\n      ": typeof types.AuditCampaignDocument,
    "\n        query AuditAuditLog3 {\n          auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) {\n            items {\n              id\n            }\n          }\n        }\n      ": typeof types.AuditAuditLog3Document,
    "\n            mutation AuditCreatePlace2($t: String!) {\n              createPlace(input: { title: $t, cityId: 1 }) {\n                id\n              }\n            }\n          ": typeof types.AuditCreatePlace2Document,
    "\n          mutation AuditCreateCampaign2 {\n            createCampaign(input: { title: \"Зимняя акция\" }) {\n              id\n            }\n          }\n        ": typeof types.AuditCreateCampaign2Document,
    "\n        mutation AuditCreatePeriod2($c: Int!) {\n          createPeriod(input: { campaignId: $c, startDate: \"2026-12-01T00:00:00.000Z\", endDate: \"2027-02-28T23:59:59.999Z\" }) {\n            id\n          }\n        }\n      ": typeof types.AuditCreatePeriod2Document,
    "\n        query AuditAuditLog4($since: Int!) {\n          auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) {\n            items {\n              model\n              entityId\n              action\n              entityName\n            }\n          }\n        }\n      ": typeof types.AuditAuditLog4Document,
    "\n          mutation AuditCreatePlace3 {\n            createPlace(input: { title: \"Точка плана\", cityId: 1 }) {\n              id\n            }\n          }\n        ": typeof types.AuditCreatePlace3Document,
    "\n          mutation AuditCreateCampaign3 {\n            createCampaign(input: { title: \"Акция плана\" }) {\n              id\n            }\n          }\n        ": typeof types.AuditCreateCampaign3Document,
    "\n          mutation AuditCreatePeriod3($c: Int!) {\n            createPeriod(input: { campaignId: $c, startDate: \"2032-03-01T00:00:00.000Z\", endDate: \"2032-05-31T23:59:59.999Z\" }) {\n              id\n            }\n          }\n        ": typeof types.AuditCreatePeriod3Document,
    "\n        mutation AuditCreatePlan($p: Int!, $q: Int!, $c: Int!) {\n          createPlan(input: { placeId: $p, periodId: $q, campaignId: $c, plan: 30 }) {\n            id\n          }\n        }\n      ": typeof types.AuditCreatePlanDocument,
    "\n        query AuditAuditLog5($id: Int!) {\n          auditLog(where: { model: { eq: \"Plan\" }, entityId: { eq: $id } }) {\n            items {\n              entityName\n            }\n          }\n        }\n      ": typeof types.AuditAuditLog5Document,
    "\n        query AuditAuditLog6 {\n          auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) {\n            items {\n              id\n            }\n          }\n        }\n      ": typeof types.AuditAuditLog6Document,
    "\n          mutation AuditRefsCreatePlaceType {\n            createPlaceType(input: { title: \"Временный павильон\" }) {\n              id\n            }\n          }\n        ": typeof types.AuditRefsCreatePlaceTypeDocument,
    "\n          mutation AuditRefsCreatePlace($t: Int!) {\n            createPlace(input: { title: \"Киоск со ссылками\", cityId: 1, placeTypeId: $t }) {\n              id\n            }\n          }\n        ": typeof types.AuditRefsCreatePlaceDocument,
    "\n          mutation AuditRefsCreateCampaign {\n            createCampaign(input: { title: \"Акция со ссылками\" }) {\n              id\n            }\n          }\n        ": typeof types.AuditRefsCreateCampaignDocument,
    "\n        mutation AuditRefsUpdatePlace($id: Int!, $c: Int!) {\n          updatePlace(id: $id, input: { cityId: 2, placeTypeId: 1, campaignId: $c }) {\n            id\n          }\n        }\n      ": typeof types.AuditRefsUpdatePlaceDocument,
    "\n        mutation AuditRefsDeletePlaceType($id: Int!) {\n          deletePlaceType(id: $id)\n        }\n      ": typeof types.AuditRefsDeletePlaceTypeDocument,
    "\n        mutation AuditRefsCreatePeriod($c: Int!) {\n          createPeriod(input: { campaignId: $c, startDate: \"2032-01-01T00:00:00.000Z\", endDate: \"2032-02-01T00:00:00.000Z\" }) {\n            id\n          }\n        }\n      ": typeof types.AuditRefsCreatePeriodDocument,
    "\n        mutation AuditRefsAddUserPlace($p: Int!) {\n          addUserPlace(userId: 4, placeId: $p) {\n            id\n          }\n        }\n      ": typeof types.AuditRefsAddUserPlaceDocument,
    "\n        query AuditAuditLog7($since: Int!) {\n          auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) {\n            items {\n              model\n              action\n              references {\n                field\n                id\n                model\n                name\n              }\n            }\n          }\n        }\n      ": typeof types.AuditAuditLog7Document,
    "\n        query AuditUser2 {\n          user(id: 4) {\n            history {\n              total\n            }\n          }\n        }\n      ": typeof types.AuditUser2Document,
    "\n      query AuditTickets($n: Int!) {\n        tickets(where: { status: { eq: MANUAL } }, pageSize: $n, orderBy: [{ field: id, direction: DESC }]) {\n          items {\n            id\n            status\n            score\n            statusDescription\n          }\n        }\n      }\n    ": typeof types.AuditTicketsDocument,
    "\n        mutation BulkBulkTickets($ids: [Int!]) {\n          bulkTickets(action: reject, ids: $ids, reason: \"Нечитаемо\") {\n            action\n            total\n            succeeded\n            failed\n            results {\n              id\n              ok\n              status\n              message\n              code\n            }\n          }\n        }\n      ": typeof types.BulkBulkTicketsDocument,
    "\n        mutation BulkUndo($ids: [Int!]!) {\n          undo(action: TICKET_REJECT, ids: $ids) {\n            succeeded\n            results {\n              id\n              ok\n              status\n            }\n          }\n        }\n      ": typeof types.BulkUndoDocument,
    "\n        mutation CatalogueImagesCreateProduct {\n          createProduct(input: { title: \"Картинка\" }) {\n            id\n          }\n        }\n      ": typeof types.CatalogueImagesCreateProductDocument,
    "\n        query CatalogueImagesProduct($id: Int!) {\n          product(id: $id) {\n            image {\n              url\n            }\n          }\n        }\n      ": typeof types.CatalogueImagesProductDocument,
    "\n        query CatalogueProducts {\n          products(pageSize: 100) {\n            total\n            items {\n              title\n              matches\n              category {\n                score\n              }\n            }\n          }\n          campaigns {\n            items {\n              id\n              periods {\n                id\n                startDate\n                campaign {\n                  id\n                }\n                plans {\n                  plan\n                  fact\n                  place {\n                    id\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.CatalogueProductsDocument,
    "\n        query CatalogueCampaignProducts {\n          campaignProducts(campaignId: 1, pageSize: 100) {\n            total\n            items {\n              id\n              productId\n              product {\n                id\n              }\n            }\n          }\n          inside: productsOfCampaign(campaignId: 1, inCampaign: true, pageSize: 100) {\n            total\n            items {\n              id\n            }\n          }\n          outside: productsOfCampaign(campaignId: 1, inCampaign: false) {\n            total\n          }\n          all: products {\n            total\n          }\n        }\n      ": typeof types.CatalogueCampaignProductsDocument,
    "\n        query CatalogueTickets {\n          tickets(where: { status: { eq: PROCESSED }, planId: { isNull: false } }, pageSize: 10) {\n            items {\n              planId\n              placeId\n              plan {\n                id\n                placeId\n              }\n              items {\n                productId\n                product {\n                  id\n                }\n              }\n            }\n          }\n          campaign(id: 1) {\n            id\n            products {\n              campaignId\n              product {\n                id\n              }\n            }\n          }\n          place(id: 1) {\n            id\n            vendors: users(role: vendor) {\n              roleName\n              placeIds\n            }\n            everyone: users {\n              roleName\n            }\n          }\n        }\n      ": typeof types.CatalogueTicketsDocument,
    "\n        mutation CatalogueCreateProductCategory {\n          createProductCategory(input: { title: \"Тестовая категория\", score: 7, recommendedPrice: 12990 }) {\n            id\n            title\n            score\n            recommendedPrice\n          }\n        }\n      ": typeof types.CatalogueCreateProductCategoryDocument,
    "\n        mutation CatalogueCreateProduct($c: Int!) {\n          createProduct(input: { title: \"Тестовый сок 1 л\", matches: [\"тестовый сок\"], categoryId: $c }) {\n            id\n            matches\n            category {\n              id\n            }\n          }\n        }\n      ": typeof types.CatalogueCreateProductDocument,
    "\n        query DevicesDeviceCount {\n          user: deviceCount(scope: { userId: 4 })\n          nobody: deviceCount(scope: { userId: 2 })\n        }\n      ": typeof types.DevicesDeviceCountDocument,
    "\n        mutation DevicesSendDeviceCommand {\n          sendDeviceCommand(event: \"showMessage\", payload: { text: \"Обновите приложение\", level: 2 }, scope: { userId: 4 })\n        }\n      ": typeof types.DevicesSendDeviceCommandDocument,
    "\n  mutation TestCreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n        readOnly\n        expiresAt\n      }\n    }\n  }\n": typeof types.TestCreateApiTokenDocument,
    "\n  mutation TestScoreTicket($id: Int!, $score: Int!) {\n    scoreTicket(id: $id, score: $score) {\n      id\n      status\n      score\n      transactions {\n        amount\n        ticketId\n      }\n    }\n  }\n": typeof types.TestScoreTicketDocument,
    "\n  fragment TestHistoryEntry on AuditLogEntry {\n    userId\n    userName\n    userRole\n    client\n    model\n    entityId\n    action\n    actionTitle\n    before\n    after\n  }\n": typeof types.TestHistoryEntryFragmentDoc,
    "\n        mutation FilesSendRoomMessage($file: FileInput) {\n          sendRoomMessage(room: \"user-4\", file: $file) {\n            file {\n              name\n              path\n            }\n          }\n        }\n      ": typeof types.FilesSendRoomMessageDocument,
    "\n  query GatewayTicketsPage($page: Int, $pageSize: Int) {\n    tickets(page: $page, pageSize: $pageSize, orderBy: [{ field: dateTime, direction: DESC }]) {\n      total\n      page\n      pageSize\n      items {\n        id\n        dateTime\n        totalSum\n        status\n        statusTitle\n        user {\n          id\n          name\n          surname\n        }\n        place {\n          id\n          title\n        }\n      }\n    }\n  }\n": typeof types.GatewayTicketsPageDocument,
    "\n        query GatewayTickets {\n          tickets(pageSize: 50) {\n            items {\n              place {\n                city {\n                  title\n                  region {\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.GatewayTicketsDocument,
    "\n        query GatewayTickets2 {\n          tickets(pageSize: 3) {\n            items {\n              totalSum\n              user {\n                name\n              }\n              place {\n                title\n                city {\n                  title\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.GatewayTickets2Document,
    "\n        query GatewayTickets3 {\n          tickets(pageSize: 5) {\n            ...Page\n          }\n        }\n        fragment Page on TicketPage {\n          items {\n            id\n            ... on Ticket {\n              user {\n                id\n              }\n            }\n          }\n        }\n      ": typeof types.GatewayTickets3Document,
    "\n        query GatewayTicket {\n          a: ticket(id: 1) {\n            user {\n              id\n            }\n          }\n          b: ticket(id: 2) {\n            user {\n              id\n            }\n          }\n          c: ticket(id: 3) {\n            user {\n              id\n            }\n          }\n        }\n      ": typeof types.GatewayTicketDocument,
    "\n        query GatewayTicket2 {\n          ticket(id: 1) {\n            id\n            totalSum\n            statusTitle\n            user {\n              name\n            }\n          }\n        }\n      ": typeof types.GatewayTicket2Document,
    "\n        query GatewayTickets4 {\n          tickets(where: { status: { eq: REJECTED } }, pageSize: 100) {\n            total\n            items {\n              status\n              statusTitle\n            }\n          }\n        }\n      ": typeof types.GatewayTickets4Document,
    "\n        mutation GatewayLogin {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            ttl\n            user {\n              phone\n              roleName\n              role {\n                title\n              }\n            }\n          }\n        }\n      ": typeof types.GatewayLoginDocument,
    "\n        query GatewayMe {\n          me {\n            name\n            surname\n            roleName\n          }\n        }\n      ": typeof types.GatewayMeDocument,
    "\n        mutation GatewayLogin2 {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            accessToken\n          }\n        }\n      ": typeof types.GatewayLogin2Document,
    "\n          query GatewayMe2 {\n            me {\n              phone\n            }\n          }\n        ": typeof types.GatewayMe2Document,
    "\n        query GeographyRegions {\n          regions(pageSize: 100) {\n            total\n            items {\n              id\n              title\n            }\n          }\n        }\n      ": typeof types.GeographyRegionsDocument,
    "\n        query GeographyRegions2 {\n          regions(search: \"МОСКОВСКАЯ обл\") {\n            items {\n              title\n            }\n          }\n        }\n      ": typeof types.GeographyRegions2Document,
    "\n        query GeographyCities {\n          cities(pageSize: 50) {\n            items {\n              title\n              regionName\n              region {\n                title\n              }\n            }\n          }\n        }\n      ": typeof types.GeographyCitiesDocument,
    "\n        query GeographyPlaces($city: Int!, $q: String) {\n          places(where: { cityId: { eq: $city } }, search: $q, pageSize: 100) {\n            total\n            items {\n              id\n              cityId\n              address\n            }\n          }\n        }\n      ": typeof types.GeographyPlacesDocument,
    "\n        query GeographyPlace {\n          place(id: 1) {\n            id\n            city {\n              region {\n                title\n              }\n            }\n          }\n        }\n      ": typeof types.GeographyPlaceDocument,
    "\n        query GeographyVendors {\n          vendors(pageSize: 100) {\n            total\n            items {\n              id\n              roleName\n              status\n              phoneVerified\n              blocked\n            }\n          }\n        }\n      ": typeof types.GeographyVendorsDocument,
    "\n        query GeographyVendors2 {\n          invited: vendors(where: { phoneVerified: { eq: false } }) {\n            total\n            items {\n              status\n            }\n          }\n          blocked: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: true } }) {\n            total\n            items {\n              status\n            }\n          }\n          active: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: false } }) {\n            total\n            items {\n              status\n            }\n          }\n        }\n      ": typeof types.GeographyVendors2Document,
    "\n        query GeographyUsers {\n          users(search: \"анна +7999000000\") {\n            items {\n              name\n              surname\n              phone\n            }\n          }\n        }\n      ": typeof types.GeographyUsersDocument,
    "\n        query GeographyRegionalManagers {\n          rm: regionalManagers(where: { phone: { eq: \"+79990000002\" } }) {\n            items {\n              cityIds\n              cities {\n                id\n              }\n            }\n          }\n          v: user(id: 4) {\n            places {\n              id\n            }\n            place {\n              id\n            }\n          }\n        }\n      ": typeof types.GeographyRegionalManagersDocument,
    "\n      query HarnessTicketIds($s: TicketStatus!, $n: Int!) {\n        tickets(where: { status: { eq: $s } }, pageSize: $n, orderBy: [{ field: id, direction: ASC }]) {\n          items {\n            id\n          }\n        }\n      }\n    ": typeof types.HarnessTicketIdsDocument,
    "\n          query LiveCapsTickets {\n            tickets(pageSize: 3) {\n              items {\n                id\n              }\n            }\n          }\n        ": typeof types.LiveCapsTicketsDocument,
    "\n        query LiveRecordsTickets {\n          tickets(where: { status: { eq: MANUAL } }, pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      ": typeof types.LiveRecordsTicketsDocument,
    "\n        query LiveRecordsTickets2 {\n          tickets(where: { userId: { neq: 4 } }, pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      ": typeof types.LiveRecordsTickets2Document,
    "\n        query LiveRecordsTickets3 {\n          tickets(pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      ": typeof types.LiveRecordsTickets3Document,
    "\n        query LiveRecordsTickets4 {\n          tickets(pageSize: 2) {\n            items {\n              id\n            }\n          }\n        }\n      ": typeof types.LiveRecordsTickets4Document,
    "\n        query LiveRecordsTickets5 {\n          tickets(pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      ": typeof types.LiveRecordsTickets5Document,
    "\n        query LiveSharedTickets {\n          tickets(pageSize: 3) {\n            items {\n              id\n            }\n          }\n        }\n      ": typeof types.LiveSharedTicketsDocument,
    "\n        mutation CompatRejectWithTitle {\n          rejectTicket(id: 1, reason: \"Нечитаемо\") {\n            id\n            status\n            statusTitle\n            statusDescription\n          }\n        }\n      ": typeof types.CompatRejectWithTitleDocument,
    "\n        mutation CompatReject {\n          rejectTicket(id: 1, reason: \"Нечитаемо\") {\n            id\n            status\n            statusDescription\n          }\n        }\n      ": typeof types.CompatRejectDocument,
    "\n        mutation CompatScore {\n          scoreTicket(id: 3, score: 5) {\n            id\n            status\n            statusTitle\n            statusDescription\n          }\n        }\n      ": typeof types.CompatScoreDocument,
    "\n        mutation CompatUpdateCity {\n          updateCity(id: 2, input: { regionId: 1 }) {\n            id\n            regionName\n          }\n        }\n      ": typeof types.CompatUpdateCityDocument,
    "\n        mutation CompatLogin {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            ttl\n            user {\n              id\n              roleName\n              role {\n                name\n                title\n              }\n            }\n          }\n        }\n      ": typeof types.CompatLoginDocument,
    "\n        mutation CompatLoginByToken {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            accessToken\n            ttl\n            user {\n              id\n              name\n              roleName\n            }\n          }\n        }\n      ": typeof types.CompatLoginByTokenDocument,
    "\n        query CompatVendors {\n          vendors(pageSize: 100) {\n            total\n            items {\n              id\n              roleName\n            }\n          }\n        }\n      ": typeof types.CompatVendorsDocument,
    "\n        query CompatUsersByRoleName {\n          a: users(where: { roleName: { in: [\"admin\", \"salesMan\"] } }) {\n            total\n          }\n          b: users(where: { or: [{ roleName: { eq: \"admin\" } }, { name: { eq: \"Ева\" } }] }) {\n            total\n            items {\n              id\n            }\n          }\n          c: salesMen(where: { roleName: { eq: \"vendor\" } }) {\n            total\n          }\n        }\n      ": typeof types.CompatUsersByRoleNameDocument,
    "\n        query CompatStatusTitles {\n          tickets(orderBy: [{ field: id }]) {\n            items {\n              id\n              statusTitle\n            }\n          }\n        }\n      ": typeof types.CompatStatusTitlesDocument,
    "\n        query CompatOtherStatus {\n          all: tickets(orderBy: [{ field: id }]) {\n            items {\n              id\n              status\n              statusCode\n              statusTitle\n            }\n          }\n          other: tickets(where: { status: { eq: OTHER } }) {\n            total\n            items {\n              id\n            }\n          }\n          known: tickets(where: { status: { in: [NEW, MANUAL] } }) {\n            total\n          }\n        }\n      ": typeof types.CompatOtherStatusDocument,
    "\n        query CompatTicketUsers {\n          tickets {\n            items {\n              id\n              user {\n                id\n                roleName\n              }\n            }\n          }\n        }\n      ": typeof types.CompatTicketUsersDocument,
    "\n        query CompatCityRegions {\n          cities {\n            items {\n              title\n              regionName\n            }\n          }\n        }\n      ": typeof types.CompatCityRegionsDocument,
    "\n          query StockShapes {\n            upstreamCapabilities {\n              shapes {\n                description\n                ticketLines\n                linesRoute\n                linesForeignKey\n                productCategory\n                labelsByHook\n                relations {\n                  field\n                  name\n                  source\n                }\n              }\n            }\n          }\n        ": typeof types.StockShapesDocument,
    "\n        query StockTicketLines($id: Int!) {\n          ticket(id: $id) {\n            statusTitle\n            user {\n              id\n            }\n            items {\n              name\n              quantity\n              product {\n                title\n              }\n            }\n          }\n        }\n      ": typeof types.StockTicketLinesDocument,
    "\n        query StockPlaceUsers($id: Int!) {\n          place(id: $id) {\n            users {\n              id\n            }\n          }\n        }\n      ": typeof types.StockPlaceUsersDocument,
    "\n          query StockTicketStatus($id: Int!) {\n            ticket(id: $id) {\n              status\n              score\n              statusDescription\n            }\n          }\n        ": typeof types.StockTicketStatusDocument,
    "\n          query StockRoutes {\n            upstreamCapabilities {\n              routes {\n                name\n                state\n              }\n            }\n          }\n        ": typeof types.StockRoutesDocument,
    "\n  mutation LostUpdateUpdatePlace($address: String, $at: DateTime) {\n    updatePlace(id: 3, input: { address: $address }, expectedUpdatedAt: $at) {\n      address\n      updatedAt\n    }\n  }\n": typeof types.LostUpdateUpdatePlaceDocument,
    "\n        query LostUpdatePlace {\n          place(id: 3) {\n            address\n            updatedAt\n          }\n        }\n      ": typeof types.LostUpdatePlaceDocument,
    "\n        query LostUpdatePlace2 {\n          place(id: 3) {\n            address\n          }\n        }\n      ": typeof types.LostUpdatePlace2Document,
    "\n        query LostUpdateUser {\n          user(id: 4) {\n            updatedAt\n          }\n        }\n      ": typeof types.LostUpdateUserDocument,
    "\n        mutation LostUpdateUpdateUser($at: DateTime) {\n          updateUser(id: 4, input: { middleName: \"Андреевич\" }, expectedUpdatedAt: $at) {\n            middleName\n            updatedAt\n          }\n        }\n      ": typeof types.LostUpdateUpdateUserDocument,
    "\n        query LostUpdateUser2 {\n          user(id: 4) {\n            middleName\n          }\n        }\n      ": typeof types.LostUpdateUser2Document,
    "\n        query MessengerTickets {\n          tickets(where: { userId: { eq: 4 } }, pageSize: 1) {\n            items {\n              id\n              userId\n            }\n          }\n        }\n      ": typeof types.MessengerTicketsDocument,
    "\n        mutation MessengerSendMessage($t: Int!) {\n          sendMessage(input: { ticketId: $t, text: \"  Уточните, пожалуйста, сумму чека.  \" }) {\n            id\n            text\n            ticketId\n            ticket {\n              id\n            }\n            recipientId\n            room\n          }\n        }\n      ": typeof types.MessengerSendMessageDocument,
    "\n        query MessengerUserMessages($t: Int!) {\n          userMessages(userId: 4, ticketId: $t) {\n            items {\n              id\n            }\n          }\n          roomMessages(room: \"user-4\") {\n            items {\n              id\n            }\n            rest\n          }\n          conversations(pageSize: 100) {\n            total\n            items {\n              roomName\n              userId\n              user {\n                id\n              }\n              lastMessage {\n                id\n              }\n            }\n          }\n        }\n      ": typeof types.MessengerUserMessagesDocument,
    "\n        mutation MessengerMarkConversationRead {\n          markConversationRead(room: \"user-4\")\n        }\n      ": typeof types.MessengerMarkConversationReadDocument,
    "\n          query MessengerConversations($search: String, $order: ConversationOrder, $pageSize: Int) {\n            conversations(search: $search, order: $order, pageSize: $pageSize) {\n              total\n              items {\n                roomName\n              }\n            }\n          }\n        ": typeof types.MessengerConversationsDocument,
    "\n        mutation MutationsCreateRegion {\n          createRegion(input: { title: \"Тестовая область\" }) {\n            id\n            title\n          }\n        }\n      ": typeof types.MutationsCreateRegionDocument,
    "\n        mutation MutationsUpdateRegion($id: Int!) {\n          updateRegion(id: $id, input: { title: \"Новая область\" }) {\n            id\n            title\n          }\n        }\n      ": typeof types.MutationsUpdateRegionDocument,
    "\n        query MutationsRegion($id: Int!) {\n          region(id: $id) {\n            title\n          }\n        }\n      ": typeof types.MutationsRegionDocument,
    "\n                query OwnStoreRoutes {\n                  upstreamCapabilities {\n                    routes {\n                      name\n                      state\n                    }\n                  }\n                }\n              ": typeof types.OwnStoreRoutesDocument,
    "\n    query OwnStoreMe {\n      me {\n        phone\n      }\n    }\n  ": typeof types.OwnStoreMeDocument,
    "\n        query OwnStoreFirstPlace {\n          places(pageSize: 1, orderBy: [{ field: id, direction: ASC }]) {\n            items {\n              id\n              title\n            }\n          }\n        }\n      ": typeof types.OwnStoreFirstPlaceDocument,
    "\n        mutation OwnStoreUpdatePlace($id: Int!, $title: String!) {\n          updatePlace(id: $id, input: { title: $title }) {\n            id\n            title\n          }\n        }\n      ": typeof types.OwnStoreUpdatePlaceDocument,
    "\n        query OwnStorePlaceHistory($id: Int!) {\n          place(id: $id) {\n            history {\n              items {\n                ...TestHistoryEntry\n              }\n            }\n          }\n        }\n      ": typeof types.OwnStorePlaceHistoryDocument,
    "\n        query OwnStoreUserJournal {\n          auditLog(where: { model: { eq: \"User\" } }, pageSize: 5) {\n            items {\n              model\n              entityId\n              action\n              after\n            }\n          }\n        }\n      ": typeof types.OwnStoreUserJournalDocument,
    "\n        mutation OwnStoreRevokeToken($id: ID!) {\n          revokeApiToken(id: $id) {\n            id\n          }\n        }\n      ": typeof types.OwnStoreRevokeTokenDocument,
    "\n        query OwnStoreTokens {\n          apiTokens {\n            name\n          }\n        }\n      ": typeof types.OwnStoreTokensDocument,
    "\n        mutation OwnStoreCreateView($input: CreateSavedViewInput!) {\n          createSavedView(input: $input) {\n            id\n            screen\n            name\n            search\n          }\n        }\n      ": typeof types.OwnStoreCreateViewDocument,
    "\n        query OwnStoreViews($screen: String) {\n          savedViews(screen: $screen) {\n            id\n            screen\n            name\n            search\n          }\n        }\n      ": typeof types.OwnStoreViewsDocument,
    "\n            query OwnStoreViewIds {\n              savedViews {\n                id\n              }\n            }\n          ": typeof types.OwnStoreViewIdsDocument,
    "\n        mutation OwnStoreRenameView($id: ID!) {\n          renameSavedView(id: $id, name: \"Ручные\") {\n            name\n          }\n        }\n      ": typeof types.OwnStoreRenameViewDocument,
    "\n        mutation OwnStoreDeleteView($id: ID!) {\n          deleteSavedView(id: $id) {\n            id\n            name\n          }\n        }\n      ": typeof types.OwnStoreDeleteViewDocument,
    "\n        mutation OwnStoreRenameRegion($id: Int!, $title: String!) {\n          updateRegion(id: $id, input: { title: $title }) {\n            id\n            title\n          }\n        }\n      ": typeof types.OwnStoreRenameRegionDocument,
    "\n        query OwnStoreRegionJournal {\n          auditLog(where: { model: { eq: \"Region\" } }) {\n            items {\n              userName\n              client\n              model\n              entityId\n              action\n              after\n            }\n          }\n        }\n      ": typeof types.OwnStoreRegionJournalDocument,
    "\n        query OwnStoreManagersJournal {\n          auditLog(pageSize: 100) {\n            items {\n              userId\n            }\n          }\n        }\n      ": typeof types.OwnStoreManagersJournalDocument,
    "\n        mutation PeopleScreensUpdateUser($avatar: FileInput) {\n          updateUser(id: 4, input: { avatar: $avatar }) {\n            id\n            avatar {\n              url\n              thumb(width: 150)\n              thumbs {\n                width\n                url\n                path\n              }\n            }\n          }\n        }\n      ": typeof types.PeopleScreensUpdateUserDocument,
    "\n        query PeopleScreensUser {\n          user(id: 4) {\n            avatar {\n              url\n            }\n          }\n        }\n      ": typeof types.PeopleScreensUserDocument,
    "\n        mutation PeopleScreensUpdateUser2 {\n          updateUser(id: 4, input: { avatar: null }) {\n            avatar {\n              url\n            }\n          }\n        }\n      ": typeof types.PeopleScreensUpdateUser2Document,
    "\n        mutation PeopleScreensCreatePlace($image: FileInput) {\n          createPlace(input: { title: \"Ларёк с фото\", cityId: 1, distributingFacilityId: 7, image: $image }) {\n            id\n            distributingFacilityId\n            image {\n              url\n            }\n          }\n        }\n      ": typeof types.PeopleScreensCreatePlaceDocument,
    "\n        mutation PeopleScreensUpdatePlace($id: Int!) {\n          updatePlace(id: $id, input: { distributingFacilityId: 8, image: null }) {\n            distributingFacilityId\n            image {\n              url\n            }\n          }\n        }\n      ": typeof types.PeopleScreensUpdatePlaceDocument,
    "\n        query PeopleScreensVendors {\n          vendors(withOnline: true, pageSize: 3) {\n            items {\n              id\n              roleName\n              online\n            }\n            total\n          }\n        }\n      ": typeof types.PeopleScreensVendorsDocument,
    "\n        query PeopleScreensVendors2 {\n          vendors(pageSize: 1) {\n            items {\n              online\n            }\n            total\n          }\n        }\n      ": typeof types.PeopleScreensVendors2Document,
    "\n        mutation PeopleInviteSalesMan {\n          inviteSalesMan(input: { name: \" Пётр \", surname: \"Тестов\", phone: \"+79995550101\", sendCode: false }) {\n            user {\n              id\n              name\n              phone\n              roleName\n              status\n            }\n            code\n          }\n        }\n      ": typeof types.PeopleInviteSalesManDocument,
    "\n        mutation PeopleInviteRegionalManager {\n          rm: inviteRegionalManager(input: { name: \"Ольга\", surname: \"Тестова\", phone: \"+79995550102\" }) {\n            user {\n              roleName\n              status\n            }\n            code\n          }\n          v: inviteVendor(input: { name: \"Иван\", surname: \"Тестов\", phone: \"+79995550103\", inn: \"500100732259\", cityId: 1 }) {\n            user {\n              roleName\n              status\n            }\n            code\n          }\n        }\n      ": typeof types.PeopleInviteRegionalManagerDocument,
    "\n        mutation PeopleUpdateUser {\n          updateUser(id: 101, input: { blocked: true }) {\n            status\n            blocked\n          }\n        }\n      ": typeof types.PeopleUpdateUserDocument,
    "\n        mutation PeopleUpdateUser2 {\n          updateUser(id: 101, input: { blocked: false }) {\n            blocked\n          }\n        }\n      ": typeof types.PeopleUpdateUser2Document,
    "\n        query PeoplePlacesOfUser {\n          notYet: placesOfUser(userId: 3, assigned: false, pageSize: 1) {\n            total\n            items {\n              id\n            }\n          }\n          mine: placesOfUser(userId: 3, assigned: true) {\n            total\n          }\n        }\n      ": typeof types.PeoplePlacesOfUserDocument,
    "\n        mutation PeopleAddUserPlace($p: Int!) {\n          addUserPlace(userId: 3, placeId: $p) {\n            placeIds\n          }\n        }\n      ": typeof types.PeopleAddUserPlaceDocument,
    "\n        query PeoplePlacesOfUser2 {\n          placesOfUser(userId: 3, assigned: true) {\n            total\n          }\n        }\n      ": typeof types.PeoplePlacesOfUser2Document,
    "\n        mutation PeopleRemoveUserPlace($p: Int!) {\n          removeUserPlace(userId: 3, placeId: $p) {\n            placeIds\n          }\n        }\n      ": typeof types.PeopleRemoveUserPlaceDocument,
    "\n        query PeoplePlaces {\n          places(where: { cityId: { eq: 42 } }, pageSize: 100) {\n            items {\n              id\n            }\n            total\n          }\n          city(id: 42) {\n            title\n          }\n        }\n      ": typeof types.PeoplePlacesDocument,
    "\n            query PeoplePlace($p: Int!) {\n              place(id: $p) {\n                regionalManagers {\n                  id\n                }\n              }\n            }\n          ": typeof types.PeoplePlaceDocument,
    "\n        mutation PeopleAddUserPlace2($p: Int!) {\n          addUserPlace(userId: 2, placeId: $p) {\n            cityIds\n          }\n        }\n      ": typeof types.PeopleAddUserPlace2Document,
    "\n        query PeoplePlace2($p: Int!) {\n          place(id: $p) {\n            regionalManagers {\n              id\n              cityIds\n            }\n          }\n        }\n      ": typeof types.PeoplePlace2Document,
    "\n        query PeoplePlaces2 {\n          places(where: { cityId: { eq: 42 } }, pageSize: 1) {\n            items {\n              id\n              city {\n                id\n                title\n              }\n            }\n          }\n        }\n      ": typeof types.PeoplePlaces2Document,
    "\n    fragment PolicyBulkResult on BulkResult {\n      total\n      succeeded\n      failed\n      results {\n        id\n        ok\n        code\n        message\n      }\n    }\n  ": typeof types.PolicyBulkResultFragmentDoc,
    "\n        mutation PolicyBulkBlock($ids: [Int!]!) {\n          bulkPeople(action: block, ids: $ids) {\n            ...PolicyBulkResult\n          }\n        }\n      ": typeof types.PolicyBulkBlockDocument,
    "\n        mutation PolicyBulkReject($ids: [Int!]) {\n          bulkTickets(action: reject, ids: $ids, reason: \"Взлом\") {\n            ...PolicyBulkResult\n          }\n        }\n      ": typeof types.PolicyBulkRejectDocument,
    "\n            mutation PolicyBulkPeople($action: PersonBulkAction!, $ids: [Int!]!) {\n              bulkPeople(action: $action, ids: $ids) {\n                results {\n                  id\n                  ok\n                  code\n                }\n              }\n            }\n          ": typeof types.PolicyBulkPeopleDocument,
    "\n          mutation PolicyRename($id: Int!, $name: String) {\n            updateUser(id: $id, input: { name: $name }) {\n              name\n            }\n          }\n        ": typeof types.PolicyRenameDocument,
    "\n        mutation PolicyReject($id: Int!) {\n          rejectTicket(id: $id, reason: \"Не тот чек\") {\n            status\n          }\n        }\n      ": typeof types.PolicyRejectDocument,
    "\n        query ReportsTicketStats {\n          ticketStats(groupBy: [status]) {\n            groupBy\n            groups {\n              key {\n                status\n                statusCode\n              }\n              count\n            }\n            totals {\n              count\n              totalSum\n            }\n          }\n        }\n      ": typeof types.ReportsTicketStatsDocument,
    "\n        query ReportsTicketStats2($f: ReportFilter) {\n          ticketStats(groupBy: [region], filter: $f) {\n            groups {\n              key {\n                regionId\n                region {\n                  id\n                  title\n                }\n              }\n              count\n            }\n            totals {\n              count\n            }\n          }\n        }\n      ": typeof types.ReportsTicketStats2Document,
    "\n        query ReportsPlanFact {\n          planFact {\n            plan\n            fact\n            percent\n            place {\n              id\n            }\n            period {\n              id\n            }\n          }\n        }\n      ": typeof types.ReportsPlanFactDocument,
    "\n        query ReportsPlanFactPageTwo($page: Int!) {\n          planFactPage(page: $page, pageSize: 5) {\n            total\n            items {\n              planId\n              place {\n                id\n                title\n                address\n              }\n              period {\n                id\n                startDate\n                endDate\n              }\n            }\n          }\n        }\n      ": typeof types.ReportsPlanFactPageTwoDocument,
    "\n        query ReportsPlanFactPage {\n          planFactPage(pageSize: 5) {\n            items {\n              place {\n                id\n                city {\n                  id\n                }\n              }\n            }\n          }\n        }\n      ": typeof types.ReportsPlanFactPageDocument,
    "\n          query ReportsActivity($by: ActivitySubject!, $f: ReportFilter) {\n            activity(by: $by, filter: $f, limit: 10000) {\n              userId\n              user {\n                id\n                role {\n                  name\n                }\n              }\n              tickets\n              score\n              activePlaces\n              places\n              lastUpload\n            }\n          }\n        ": typeof types.ReportsActivityDocument,
    "\n        query ReportsActivity2 {\n          activity(by: salesMan) {\n            user {\n              phone\n            }\n          }\n        }\n      ": typeof types.ReportsActivity2Document,
    "\n  fragment SavedViewsView on SavedView {\n    id\n    screen\n    name\n    search\n  }\n": typeof types.SavedViewsViewFragmentDoc,
    "\n  mutation SavedViewsCreate($input: CreateSavedViewInput!) {\n    createSavedView(input: $input) {\n      ...SavedViewsView\n    }\n  }\n": typeof types.SavedViewsCreateDocument,
    "\n  mutation SavedViewsRename($id: ID!, $name: String!) {\n    renameSavedView(id: $id, name: $name) {\n      ...SavedViewsView\n    }\n  }\n": typeof types.SavedViewsRenameDocument,
    "\n  mutation SavedViewsDelete($id: ID!) {\n    deleteSavedView(id: $id) {\n      ...SavedViewsView\n    }\n  }\n": typeof types.SavedViewsDeleteDocument,
    "\n  query SavedViewsList($screen: String) {\n    savedViews(screen: $screen) {\n      ...SavedViewsView\n    }\n  }\n": typeof types.SavedViewsListDocument,
    "\n        mutation SubscriptionsSendRoomMessage {\n          sendRoomMessage(room: \"user-4\", text: \"Здравствуйте! Чек принят.\") {\n            id\n            text\n          }\n        }\n      ": typeof types.SubscriptionsSendRoomMessageDocument,
    "\n          query SubscriptionsUsers {\n            users(where: { id: { eq: 5 } }) {\n              items {\n                id\n                phone\n              }\n            }\n          }\n        ": typeof types.SubscriptionsUsersDocument,
    "\n          query SubscriptionsUsers2 {\n            users(where: { id: { neq: 2 } }, pageSize: 1) {\n              items {\n                id\n              }\n            }\n          }\n        ": typeof types.SubscriptionsUsers2Document,
    "\n        query SubscriptionsTicket {\n          ticket(id: 1) {\n            id\n          }\n        }\n      ": typeof types.SubscriptionsTicketDocument,
    "\n        mutation TicketActionsRejectTicket($id: Int!) {\n          rejectTicket(id: $id, reason: \"Чек нечитаем\") {\n            id\n            status\n            statusTitle\n            statusDescription\n          }\n        }\n      ": typeof types.TicketActionsRejectTicketDocument,
    "\n        query TicketActionsTicketUserDetails {\n          ticketUserDetails(userId: 4) {\n            fiscalDriveNumber\n            userInn\n            kktRegId\n            operator\n            ofd\n          }\n        }\n      ": typeof types.TicketActionsTicketUserDetailsDocument,
    "\n            query TicketActionsTicket($id: Int!) {\n              ticket(id: $id) {\n                actions\n              }\n            }\n          ": typeof types.TicketActionsTicketDocument,
    "\n        query TicketActionsTickets2 {\n          tickets(where: { status: { eq: MANUAL } }, pageSize: 1) {\n            items {\n              id\n              actions\n            }\n          }\n        }\n      ": typeof types.TicketActionsTickets2Document,
    "\n        query TokensApiTokens {\n          apiTokens {\n            id\n            name\n          }\n        }\n      ": typeof types.TokensApiTokensDocument,
    "\n        query TokensMe {\n          me {\n            phone\n          }\n        }\n      ": typeof types.TokensMeDocument,
    "\n      query TokensTicketStats {\n        ticketStats(groupBy: [status]) {\n          groups {\n            key {\n              status\n            }\n            count\n          }\n        }\n      }\n    ": typeof types.TokensTicketStatsDocument,
    "\n        mutation TokensRevokeApiToken($id: ID!) {\n          revokeApiToken(id: $id) {\n            id\n            name\n          }\n        }\n      ": typeof types.TokensRevokeApiTokenDocument,
    "\n  fragment WriteAnswersTicketFields on Ticket {\n    id\n    status\n    statusTitle\n    statusDescription\n    score\n    planSales\n    bonusSales\n    scoredItems\n    totalSales\n    totalSum\n    fiscalDriveNumber\n    fiscalDocumentNumber\n    fiscalSign\n    dateTime\n    items {\n      name\n      price\n      quantity\n      sum\n      productId\n    }\n  }\n": typeof types.WriteAnswersTicketFieldsFragmentDoc,
    "\n    query WriteAnswersFresh($id: Int!) {\n      ticket(id: $id) {\n        ...WriteAnswersTicketFields\n      }\n    }\n  ": typeof types.WriteAnswersFreshDocument,
    "\n        mutation WriteAnswersScore($id: Int!) {\n          scoreTicket(id: $id, score: 25) {\n            ...WriteAnswersTicketFields\n          }\n        }\n      ": typeof types.WriteAnswersScoreDocument,
    "\n        mutation WriteAnswersReject($id: Int!) {\n          rejectTicket(id: $id, reason: \"Чек нечитаем\") {\n            ...WriteAnswersTicketFields\n          }\n        }\n      ": typeof types.WriteAnswersRejectDocument,
    "\n        mutation WriteAnswersProcess($id: Int!) {\n          processTicket(id: $id) {\n            ...WriteAnswersTicketFields\n          }\n        }\n      ": typeof types.WriteAnswersProcessDocument,
    "\n        mutation WriteAnswersEdit($id: Int!) {\n          editTicket(id: $id, input: { fiscalSign: \"1234567890\" }) {\n            ...WriteAnswersTicketFields\n          }\n        }\n      ": typeof types.WriteAnswersEditDocument,
    "\n        mutation WriteAnswersReuse($id: Int!) {\n          before: sendMessage(input: { ticketId: $id, text: \"Проверяем чек\" }) {\n            ticket {\n              id\n              status\n              score\n            }\n          }\n          scoreTicket(id: $id, score: 4) {\n            id\n            status\n            score\n          }\n          after: sendMessage(input: { ticketId: $id, text: \"Чек проверен\" }) {\n            ticket {\n              id\n              status\n              score\n            }\n          }\n        }\n      ": typeof types.WriteAnswersReuseDocument,
    "\n    fragment WriteAnswersUserFields on User {\n      id\n      name\n      surname\n      phone\n      roleName\n      blocked\n      phoneVerified\n      placeId\n      placeIds\n      cityIds\n    }\n  ": typeof types.WriteAnswersUserFieldsFragmentDoc,
    "\n      query WriteAnswersFreshUser($id: Int!) {\n        user(id: $id) {\n          ...WriteAnswersUserFields\n        }\n      }\n    ": typeof types.WriteAnswersFreshUserDocument,
    "\n      query WriteAnswersFreePlace {\n        placesOfUser(userId: 3, assigned: false, pageSize: 1) {\n          items {\n            id\n          }\n        }\n      }\n    ": typeof types.WriteAnswersFreePlaceDocument,
    "\n        mutation WriteAnswersAddPlace($u: Int!, $p: Int!) {\n          addUserPlace(userId: $u, placeId: $p) {\n            ...WriteAnswersUserFields\n          }\n        }\n      ": typeof types.WriteAnswersAddPlaceDocument,
    "\n        mutation WriteAnswersSetPlace($u: Int!, $p: Int!) {\n          setUserPlace(userId: $u, placeId: $p) {\n            ...WriteAnswersUserFields\n          }\n        }\n      ": typeof types.WriteAnswersSetPlaceDocument,
    "\n        mutation WriteAnswersResetPlace($u: Int!) {\n          resetUserPlace(userId: $u) {\n            ...WriteAnswersUserFields\n          }\n        }\n      ": typeof types.WriteAnswersResetPlaceDocument,
    "\n        mutation WriteAnswersRemovePlace($u: Int!, $p: Int!) {\n          removeUserPlace(userId: $u, placeId: $p) {\n            ...WriteAnswersUserFields\n          }\n        }\n      ": typeof types.WriteAnswersRemovePlaceDocument,
    "\n        mutation WriteAnswersAssign($u: Int!, $p: Int!) {\n          assignToPlace(placeId: $p, userId: $u, role: salesMan) {\n            id\n          }\n        }\n      ": typeof types.WriteAnswersAssignDocument,
};
const documents: Documents = {
    "\n        query AuditTicketHistory($id: Int!) {\n          ticket(id: $id) {\n            history {\n              total\n              items {\n                ...TestHistoryEntry\n              }\n            }\n          }\n        }\n      ": types.AuditTicketHistoryDocument,
    "\n        query AuditAuditLog($ids: [Int!]!) {\n          auditLog(where: { model: { eq: \"Ticket\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {\n            total\n            items {\n              entityId\n              action\n              client\n              after\n            }\n          }\n        }\n      ": types.AuditAuditLogDocument,
    "\n        query AuditAuditLog2($ids: [Int!]!) {\n          auditLog(where: { action: { eq: \"reject\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {\n            items {\n              entityId\n              client\n            }\n          }\n        }\n      ": types.AuditAuditLog2Document,
    "\n        mutation AuditCreatePlace {\n          createPlace(input: { title: \"Киоск у вокзала\", cityId: 1 }) {\n            id\n          }\n        }\n      ": types.AuditCreatePlaceDocument,
    "\n        query AuditPlace($id: Int!) {\n          place(id: $id) {\n            history {\n              items {\n                action\n                actionTitle\n                before\n                after\n              }\n            }\n          }\n        }\n      ": types.AuditPlaceDocument,
    "\n        query AuditUser {\n          user(id: 1) {\n            history(pageSize: 100) {\n              items {\n                action\n                client\n              }\n            }\n          }\n        }\n      ": types.AuditUserDocument,
    "\n        mutation AuditCreateCampaign {\n          createCampaign(input: { title: \"Осень\" }) {\n            id\n          }\n        }\n      ": types.AuditCreateCampaignDocument,
    "\n        mutation AuditCreatePeriod($c: Int!) {\n          createPeriod(input: { campaignId: $c, startDate: \"2031-01-01T00:00:00.000Z\", endDate: \"2031-02-01T00:00:00.000Z\" }) {\n            id\n          }\n        }\n      ": types.AuditCreatePeriodDocument,
    "\n        query AuditCampaign($c: Int!, $p: Int!) {\n          campaign(id: $c) {\n            history {\n              total\n              items {\n                action\n                before\n                after\n                user {\n                  id\n                }\n              }\n            }\n          }\n          period(id: $p) {\n            history {\n              items {\n                action\n                before\n                after\n              }\n            }\n          }\n        }\n      ": types.AuditCampaignDocument,
    "\n        query AuditAuditLog3 {\n          auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) {\n            items {\n              id\n            }\n          }\n        }\n      ": types.AuditAuditLog3Document,
    "\n            mutation AuditCreatePlace2($t: String!) {\n              createPlace(input: { title: $t, cityId: 1 }) {\n                id\n              }\n            }\n          ": types.AuditCreatePlace2Document,
    "\n          mutation AuditCreateCampaign2 {\n            createCampaign(input: { title: \"Зимняя акция\" }) {\n              id\n            }\n          }\n        ": types.AuditCreateCampaign2Document,
    "\n        mutation AuditCreatePeriod2($c: Int!) {\n          createPeriod(input: { campaignId: $c, startDate: \"2026-12-01T00:00:00.000Z\", endDate: \"2027-02-28T23:59:59.999Z\" }) {\n            id\n          }\n        }\n      ": types.AuditCreatePeriod2Document,
    "\n        query AuditAuditLog4($since: Int!) {\n          auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) {\n            items {\n              model\n              entityId\n              action\n              entityName\n            }\n          }\n        }\n      ": types.AuditAuditLog4Document,
    "\n          mutation AuditCreatePlace3 {\n            createPlace(input: { title: \"Точка плана\", cityId: 1 }) {\n              id\n            }\n          }\n        ": types.AuditCreatePlace3Document,
    "\n          mutation AuditCreateCampaign3 {\n            createCampaign(input: { title: \"Акция плана\" }) {\n              id\n            }\n          }\n        ": types.AuditCreateCampaign3Document,
    "\n          mutation AuditCreatePeriod3($c: Int!) {\n            createPeriod(input: { campaignId: $c, startDate: \"2032-03-01T00:00:00.000Z\", endDate: \"2032-05-31T23:59:59.999Z\" }) {\n              id\n            }\n          }\n        ": types.AuditCreatePeriod3Document,
    "\n        mutation AuditCreatePlan($p: Int!, $q: Int!, $c: Int!) {\n          createPlan(input: { placeId: $p, periodId: $q, campaignId: $c, plan: 30 }) {\n            id\n          }\n        }\n      ": types.AuditCreatePlanDocument,
    "\n        query AuditAuditLog5($id: Int!) {\n          auditLog(where: { model: { eq: \"Plan\" }, entityId: { eq: $id } }) {\n            items {\n              entityName\n            }\n          }\n        }\n      ": types.AuditAuditLog5Document,
    "\n        query AuditAuditLog6 {\n          auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) {\n            items {\n              id\n            }\n          }\n        }\n      ": types.AuditAuditLog6Document,
    "\n          mutation AuditRefsCreatePlaceType {\n            createPlaceType(input: { title: \"Временный павильон\" }) {\n              id\n            }\n          }\n        ": types.AuditRefsCreatePlaceTypeDocument,
    "\n          mutation AuditRefsCreatePlace($t: Int!) {\n            createPlace(input: { title: \"Киоск со ссылками\", cityId: 1, placeTypeId: $t }) {\n              id\n            }\n          }\n        ": types.AuditRefsCreatePlaceDocument,
    "\n          mutation AuditRefsCreateCampaign {\n            createCampaign(input: { title: \"Акция со ссылками\" }) {\n              id\n            }\n          }\n        ": types.AuditRefsCreateCampaignDocument,
    "\n        mutation AuditRefsUpdatePlace($id: Int!, $c: Int!) {\n          updatePlace(id: $id, input: { cityId: 2, placeTypeId: 1, campaignId: $c }) {\n            id\n          }\n        }\n      ": types.AuditRefsUpdatePlaceDocument,
    "\n        mutation AuditRefsDeletePlaceType($id: Int!) {\n          deletePlaceType(id: $id)\n        }\n      ": types.AuditRefsDeletePlaceTypeDocument,
    "\n        mutation AuditRefsCreatePeriod($c: Int!) {\n          createPeriod(input: { campaignId: $c, startDate: \"2032-01-01T00:00:00.000Z\", endDate: \"2032-02-01T00:00:00.000Z\" }) {\n            id\n          }\n        }\n      ": types.AuditRefsCreatePeriodDocument,
    "\n        mutation AuditRefsAddUserPlace($p: Int!) {\n          addUserPlace(userId: 4, placeId: $p) {\n            id\n          }\n        }\n      ": types.AuditRefsAddUserPlaceDocument,
    "\n        query AuditAuditLog7($since: Int!) {\n          auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) {\n            items {\n              model\n              action\n              references {\n                field\n                id\n                model\n                name\n              }\n            }\n          }\n        }\n      ": types.AuditAuditLog7Document,
    "\n        query AuditUser2 {\n          user(id: 4) {\n            history {\n              total\n            }\n          }\n        }\n      ": types.AuditUser2Document,
    "\n      query AuditTickets($n: Int!) {\n        tickets(where: { status: { eq: MANUAL } }, pageSize: $n, orderBy: [{ field: id, direction: DESC }]) {\n          items {\n            id\n            status\n            score\n            statusDescription\n          }\n        }\n      }\n    ": types.AuditTicketsDocument,
    "\n        mutation BulkBulkTickets($ids: [Int!]) {\n          bulkTickets(action: reject, ids: $ids, reason: \"Нечитаемо\") {\n            action\n            total\n            succeeded\n            failed\n            results {\n              id\n              ok\n              status\n              message\n              code\n            }\n          }\n        }\n      ": types.BulkBulkTicketsDocument,
    "\n        mutation BulkUndo($ids: [Int!]!) {\n          undo(action: TICKET_REJECT, ids: $ids) {\n            succeeded\n            results {\n              id\n              ok\n              status\n            }\n          }\n        }\n      ": types.BulkUndoDocument,
    "\n        mutation CatalogueImagesCreateProduct {\n          createProduct(input: { title: \"Картинка\" }) {\n            id\n          }\n        }\n      ": types.CatalogueImagesCreateProductDocument,
    "\n        query CatalogueImagesProduct($id: Int!) {\n          product(id: $id) {\n            image {\n              url\n            }\n          }\n        }\n      ": types.CatalogueImagesProductDocument,
    "\n        query CatalogueProducts {\n          products(pageSize: 100) {\n            total\n            items {\n              title\n              matches\n              category {\n                score\n              }\n            }\n          }\n          campaigns {\n            items {\n              id\n              periods {\n                id\n                startDate\n                campaign {\n                  id\n                }\n                plans {\n                  plan\n                  fact\n                  place {\n                    id\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": types.CatalogueProductsDocument,
    "\n        query CatalogueCampaignProducts {\n          campaignProducts(campaignId: 1, pageSize: 100) {\n            total\n            items {\n              id\n              productId\n              product {\n                id\n              }\n            }\n          }\n          inside: productsOfCampaign(campaignId: 1, inCampaign: true, pageSize: 100) {\n            total\n            items {\n              id\n            }\n          }\n          outside: productsOfCampaign(campaignId: 1, inCampaign: false) {\n            total\n          }\n          all: products {\n            total\n          }\n        }\n      ": types.CatalogueCampaignProductsDocument,
    "\n        query CatalogueTickets {\n          tickets(where: { status: { eq: PROCESSED }, planId: { isNull: false } }, pageSize: 10) {\n            items {\n              planId\n              placeId\n              plan {\n                id\n                placeId\n              }\n              items {\n                productId\n                product {\n                  id\n                }\n              }\n            }\n          }\n          campaign(id: 1) {\n            id\n            products {\n              campaignId\n              product {\n                id\n              }\n            }\n          }\n          place(id: 1) {\n            id\n            vendors: users(role: vendor) {\n              roleName\n              placeIds\n            }\n            everyone: users {\n              roleName\n            }\n          }\n        }\n      ": types.CatalogueTicketsDocument,
    "\n        mutation CatalogueCreateProductCategory {\n          createProductCategory(input: { title: \"Тестовая категория\", score: 7, recommendedPrice: 12990 }) {\n            id\n            title\n            score\n            recommendedPrice\n          }\n        }\n      ": types.CatalogueCreateProductCategoryDocument,
    "\n        mutation CatalogueCreateProduct($c: Int!) {\n          createProduct(input: { title: \"Тестовый сок 1 л\", matches: [\"тестовый сок\"], categoryId: $c }) {\n            id\n            matches\n            category {\n              id\n            }\n          }\n        }\n      ": types.CatalogueCreateProductDocument,
    "\n        query DevicesDeviceCount {\n          user: deviceCount(scope: { userId: 4 })\n          nobody: deviceCount(scope: { userId: 2 })\n        }\n      ": types.DevicesDeviceCountDocument,
    "\n        mutation DevicesSendDeviceCommand {\n          sendDeviceCommand(event: \"showMessage\", payload: { text: \"Обновите приложение\", level: 2 }, scope: { userId: 4 })\n        }\n      ": types.DevicesSendDeviceCommandDocument,
    "\n  mutation TestCreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n        readOnly\n        expiresAt\n      }\n    }\n  }\n": types.TestCreateApiTokenDocument,
    "\n  mutation TestScoreTicket($id: Int!, $score: Int!) {\n    scoreTicket(id: $id, score: $score) {\n      id\n      status\n      score\n      transactions {\n        amount\n        ticketId\n      }\n    }\n  }\n": types.TestScoreTicketDocument,
    "\n  fragment TestHistoryEntry on AuditLogEntry {\n    userId\n    userName\n    userRole\n    client\n    model\n    entityId\n    action\n    actionTitle\n    before\n    after\n  }\n": types.TestHistoryEntryFragmentDoc,
    "\n        mutation FilesSendRoomMessage($file: FileInput) {\n          sendRoomMessage(room: \"user-4\", file: $file) {\n            file {\n              name\n              path\n            }\n          }\n        }\n      ": types.FilesSendRoomMessageDocument,
    "\n  query GatewayTicketsPage($page: Int, $pageSize: Int) {\n    tickets(page: $page, pageSize: $pageSize, orderBy: [{ field: dateTime, direction: DESC }]) {\n      total\n      page\n      pageSize\n      items {\n        id\n        dateTime\n        totalSum\n        status\n        statusTitle\n        user {\n          id\n          name\n          surname\n        }\n        place {\n          id\n          title\n        }\n      }\n    }\n  }\n": types.GatewayTicketsPageDocument,
    "\n        query GatewayTickets {\n          tickets(pageSize: 50) {\n            items {\n              place {\n                city {\n                  title\n                  region {\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      ": types.GatewayTicketsDocument,
    "\n        query GatewayTickets2 {\n          tickets(pageSize: 3) {\n            items {\n              totalSum\n              user {\n                name\n              }\n              place {\n                title\n                city {\n                  title\n                }\n              }\n            }\n          }\n        }\n      ": types.GatewayTickets2Document,
    "\n        query GatewayTickets3 {\n          tickets(pageSize: 5) {\n            ...Page\n          }\n        }\n        fragment Page on TicketPage {\n          items {\n            id\n            ... on Ticket {\n              user {\n                id\n              }\n            }\n          }\n        }\n      ": types.GatewayTickets3Document,
    "\n        query GatewayTicket {\n          a: ticket(id: 1) {\n            user {\n              id\n            }\n          }\n          b: ticket(id: 2) {\n            user {\n              id\n            }\n          }\n          c: ticket(id: 3) {\n            user {\n              id\n            }\n          }\n        }\n      ": types.GatewayTicketDocument,
    "\n        query GatewayTicket2 {\n          ticket(id: 1) {\n            id\n            totalSum\n            statusTitle\n            user {\n              name\n            }\n          }\n        }\n      ": types.GatewayTicket2Document,
    "\n        query GatewayTickets4 {\n          tickets(where: { status: { eq: REJECTED } }, pageSize: 100) {\n            total\n            items {\n              status\n              statusTitle\n            }\n          }\n        }\n      ": types.GatewayTickets4Document,
    "\n        mutation GatewayLogin {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            ttl\n            user {\n              phone\n              roleName\n              role {\n                title\n              }\n            }\n          }\n        }\n      ": types.GatewayLoginDocument,
    "\n        query GatewayMe {\n          me {\n            name\n            surname\n            roleName\n          }\n        }\n      ": types.GatewayMeDocument,
    "\n        mutation GatewayLogin2 {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            accessToken\n          }\n        }\n      ": types.GatewayLogin2Document,
    "\n          query GatewayMe2 {\n            me {\n              phone\n            }\n          }\n        ": types.GatewayMe2Document,
    "\n        query GeographyRegions {\n          regions(pageSize: 100) {\n            total\n            items {\n              id\n              title\n            }\n          }\n        }\n      ": types.GeographyRegionsDocument,
    "\n        query GeographyRegions2 {\n          regions(search: \"МОСКОВСКАЯ обл\") {\n            items {\n              title\n            }\n          }\n        }\n      ": types.GeographyRegions2Document,
    "\n        query GeographyCities {\n          cities(pageSize: 50) {\n            items {\n              title\n              regionName\n              region {\n                title\n              }\n            }\n          }\n        }\n      ": types.GeographyCitiesDocument,
    "\n        query GeographyPlaces($city: Int!, $q: String) {\n          places(where: { cityId: { eq: $city } }, search: $q, pageSize: 100) {\n            total\n            items {\n              id\n              cityId\n              address\n            }\n          }\n        }\n      ": types.GeographyPlacesDocument,
    "\n        query GeographyPlace {\n          place(id: 1) {\n            id\n            city {\n              region {\n                title\n              }\n            }\n          }\n        }\n      ": types.GeographyPlaceDocument,
    "\n        query GeographyVendors {\n          vendors(pageSize: 100) {\n            total\n            items {\n              id\n              roleName\n              status\n              phoneVerified\n              blocked\n            }\n          }\n        }\n      ": types.GeographyVendorsDocument,
    "\n        query GeographyVendors2 {\n          invited: vendors(where: { phoneVerified: { eq: false } }) {\n            total\n            items {\n              status\n            }\n          }\n          blocked: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: true } }) {\n            total\n            items {\n              status\n            }\n          }\n          active: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: false } }) {\n            total\n            items {\n              status\n            }\n          }\n        }\n      ": types.GeographyVendors2Document,
    "\n        query GeographyUsers {\n          users(search: \"анна +7999000000\") {\n            items {\n              name\n              surname\n              phone\n            }\n          }\n        }\n      ": types.GeographyUsersDocument,
    "\n        query GeographyRegionalManagers {\n          rm: regionalManagers(where: { phone: { eq: \"+79990000002\" } }) {\n            items {\n              cityIds\n              cities {\n                id\n              }\n            }\n          }\n          v: user(id: 4) {\n            places {\n              id\n            }\n            place {\n              id\n            }\n          }\n        }\n      ": types.GeographyRegionalManagersDocument,
    "\n      query HarnessTicketIds($s: TicketStatus!, $n: Int!) {\n        tickets(where: { status: { eq: $s } }, pageSize: $n, orderBy: [{ field: id, direction: ASC }]) {\n          items {\n            id\n          }\n        }\n      }\n    ": types.HarnessTicketIdsDocument,
    "\n          query LiveCapsTickets {\n            tickets(pageSize: 3) {\n              items {\n                id\n              }\n            }\n          }\n        ": types.LiveCapsTicketsDocument,
    "\n        query LiveRecordsTickets {\n          tickets(where: { status: { eq: MANUAL } }, pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      ": types.LiveRecordsTicketsDocument,
    "\n        query LiveRecordsTickets2 {\n          tickets(where: { userId: { neq: 4 } }, pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      ": types.LiveRecordsTickets2Document,
    "\n        query LiveRecordsTickets3 {\n          tickets(pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      ": types.LiveRecordsTickets3Document,
    "\n        query LiveRecordsTickets4 {\n          tickets(pageSize: 2) {\n            items {\n              id\n            }\n          }\n        }\n      ": types.LiveRecordsTickets4Document,
    "\n        query LiveRecordsTickets5 {\n          tickets(pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      ": types.LiveRecordsTickets5Document,
    "\n        query LiveSharedTickets {\n          tickets(pageSize: 3) {\n            items {\n              id\n            }\n          }\n        }\n      ": types.LiveSharedTicketsDocument,
    "\n        mutation CompatRejectWithTitle {\n          rejectTicket(id: 1, reason: \"Нечитаемо\") {\n            id\n            status\n            statusTitle\n            statusDescription\n          }\n        }\n      ": types.CompatRejectWithTitleDocument,
    "\n        mutation CompatReject {\n          rejectTicket(id: 1, reason: \"Нечитаемо\") {\n            id\n            status\n            statusDescription\n          }\n        }\n      ": types.CompatRejectDocument,
    "\n        mutation CompatScore {\n          scoreTicket(id: 3, score: 5) {\n            id\n            status\n            statusTitle\n            statusDescription\n          }\n        }\n      ": types.CompatScoreDocument,
    "\n        mutation CompatUpdateCity {\n          updateCity(id: 2, input: { regionId: 1 }) {\n            id\n            regionName\n          }\n        }\n      ": types.CompatUpdateCityDocument,
    "\n        mutation CompatLogin {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            ttl\n            user {\n              id\n              roleName\n              role {\n                name\n                title\n              }\n            }\n          }\n        }\n      ": types.CompatLoginDocument,
    "\n        mutation CompatLoginByToken {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            accessToken\n            ttl\n            user {\n              id\n              name\n              roleName\n            }\n          }\n        }\n      ": types.CompatLoginByTokenDocument,
    "\n        query CompatVendors {\n          vendors(pageSize: 100) {\n            total\n            items {\n              id\n              roleName\n            }\n          }\n        }\n      ": types.CompatVendorsDocument,
    "\n        query CompatUsersByRoleName {\n          a: users(where: { roleName: { in: [\"admin\", \"salesMan\"] } }) {\n            total\n          }\n          b: users(where: { or: [{ roleName: { eq: \"admin\" } }, { name: { eq: \"Ева\" } }] }) {\n            total\n            items {\n              id\n            }\n          }\n          c: salesMen(where: { roleName: { eq: \"vendor\" } }) {\n            total\n          }\n        }\n      ": types.CompatUsersByRoleNameDocument,
    "\n        query CompatStatusTitles {\n          tickets(orderBy: [{ field: id }]) {\n            items {\n              id\n              statusTitle\n            }\n          }\n        }\n      ": types.CompatStatusTitlesDocument,
    "\n        query CompatOtherStatus {\n          all: tickets(orderBy: [{ field: id }]) {\n            items {\n              id\n              status\n              statusCode\n              statusTitle\n            }\n          }\n          other: tickets(where: { status: { eq: OTHER } }) {\n            total\n            items {\n              id\n            }\n          }\n          known: tickets(where: { status: { in: [NEW, MANUAL] } }) {\n            total\n          }\n        }\n      ": types.CompatOtherStatusDocument,
    "\n        query CompatTicketUsers {\n          tickets {\n            items {\n              id\n              user {\n                id\n                roleName\n              }\n            }\n          }\n        }\n      ": types.CompatTicketUsersDocument,
    "\n        query CompatCityRegions {\n          cities {\n            items {\n              title\n              regionName\n            }\n          }\n        }\n      ": types.CompatCityRegionsDocument,
    "\n          query StockShapes {\n            upstreamCapabilities {\n              shapes {\n                description\n                ticketLines\n                linesRoute\n                linesForeignKey\n                productCategory\n                labelsByHook\n                relations {\n                  field\n                  name\n                  source\n                }\n              }\n            }\n          }\n        ": types.StockShapesDocument,
    "\n        query StockTicketLines($id: Int!) {\n          ticket(id: $id) {\n            statusTitle\n            user {\n              id\n            }\n            items {\n              name\n              quantity\n              product {\n                title\n              }\n            }\n          }\n        }\n      ": types.StockTicketLinesDocument,
    "\n        query StockPlaceUsers($id: Int!) {\n          place(id: $id) {\n            users {\n              id\n            }\n          }\n        }\n      ": types.StockPlaceUsersDocument,
    "\n          query StockTicketStatus($id: Int!) {\n            ticket(id: $id) {\n              status\n              score\n              statusDescription\n            }\n          }\n        ": types.StockTicketStatusDocument,
    "\n          query StockRoutes {\n            upstreamCapabilities {\n              routes {\n                name\n                state\n              }\n            }\n          }\n        ": types.StockRoutesDocument,
    "\n  mutation LostUpdateUpdatePlace($address: String, $at: DateTime) {\n    updatePlace(id: 3, input: { address: $address }, expectedUpdatedAt: $at) {\n      address\n      updatedAt\n    }\n  }\n": types.LostUpdateUpdatePlaceDocument,
    "\n        query LostUpdatePlace {\n          place(id: 3) {\n            address\n            updatedAt\n          }\n        }\n      ": types.LostUpdatePlaceDocument,
    "\n        query LostUpdatePlace2 {\n          place(id: 3) {\n            address\n          }\n        }\n      ": types.LostUpdatePlace2Document,
    "\n        query LostUpdateUser {\n          user(id: 4) {\n            updatedAt\n          }\n        }\n      ": types.LostUpdateUserDocument,
    "\n        mutation LostUpdateUpdateUser($at: DateTime) {\n          updateUser(id: 4, input: { middleName: \"Андреевич\" }, expectedUpdatedAt: $at) {\n            middleName\n            updatedAt\n          }\n        }\n      ": types.LostUpdateUpdateUserDocument,
    "\n        query LostUpdateUser2 {\n          user(id: 4) {\n            middleName\n          }\n        }\n      ": types.LostUpdateUser2Document,
    "\n        query MessengerTickets {\n          tickets(where: { userId: { eq: 4 } }, pageSize: 1) {\n            items {\n              id\n              userId\n            }\n          }\n        }\n      ": types.MessengerTicketsDocument,
    "\n        mutation MessengerSendMessage($t: Int!) {\n          sendMessage(input: { ticketId: $t, text: \"  Уточните, пожалуйста, сумму чека.  \" }) {\n            id\n            text\n            ticketId\n            ticket {\n              id\n            }\n            recipientId\n            room\n          }\n        }\n      ": types.MessengerSendMessageDocument,
    "\n        query MessengerUserMessages($t: Int!) {\n          userMessages(userId: 4, ticketId: $t) {\n            items {\n              id\n            }\n          }\n          roomMessages(room: \"user-4\") {\n            items {\n              id\n            }\n            rest\n          }\n          conversations(pageSize: 100) {\n            total\n            items {\n              roomName\n              userId\n              user {\n                id\n              }\n              lastMessage {\n                id\n              }\n            }\n          }\n        }\n      ": types.MessengerUserMessagesDocument,
    "\n        mutation MessengerMarkConversationRead {\n          markConversationRead(room: \"user-4\")\n        }\n      ": types.MessengerMarkConversationReadDocument,
    "\n          query MessengerConversations($search: String, $order: ConversationOrder, $pageSize: Int) {\n            conversations(search: $search, order: $order, pageSize: $pageSize) {\n              total\n              items {\n                roomName\n              }\n            }\n          }\n        ": types.MessengerConversationsDocument,
    "\n        mutation MutationsCreateRegion {\n          createRegion(input: { title: \"Тестовая область\" }) {\n            id\n            title\n          }\n        }\n      ": types.MutationsCreateRegionDocument,
    "\n        mutation MutationsUpdateRegion($id: Int!) {\n          updateRegion(id: $id, input: { title: \"Новая область\" }) {\n            id\n            title\n          }\n        }\n      ": types.MutationsUpdateRegionDocument,
    "\n        query MutationsRegion($id: Int!) {\n          region(id: $id) {\n            title\n          }\n        }\n      ": types.MutationsRegionDocument,
    "\n                query OwnStoreRoutes {\n                  upstreamCapabilities {\n                    routes {\n                      name\n                      state\n                    }\n                  }\n                }\n              ": types.OwnStoreRoutesDocument,
    "\n    query OwnStoreMe {\n      me {\n        phone\n      }\n    }\n  ": types.OwnStoreMeDocument,
    "\n        query OwnStoreFirstPlace {\n          places(pageSize: 1, orderBy: [{ field: id, direction: ASC }]) {\n            items {\n              id\n              title\n            }\n          }\n        }\n      ": types.OwnStoreFirstPlaceDocument,
    "\n        mutation OwnStoreUpdatePlace($id: Int!, $title: String!) {\n          updatePlace(id: $id, input: { title: $title }) {\n            id\n            title\n          }\n        }\n      ": types.OwnStoreUpdatePlaceDocument,
    "\n        query OwnStorePlaceHistory($id: Int!) {\n          place(id: $id) {\n            history {\n              items {\n                ...TestHistoryEntry\n              }\n            }\n          }\n        }\n      ": types.OwnStorePlaceHistoryDocument,
    "\n        query OwnStoreUserJournal {\n          auditLog(where: { model: { eq: \"User\" } }, pageSize: 5) {\n            items {\n              model\n              entityId\n              action\n              after\n            }\n          }\n        }\n      ": types.OwnStoreUserJournalDocument,
    "\n        mutation OwnStoreRevokeToken($id: ID!) {\n          revokeApiToken(id: $id) {\n            id\n          }\n        }\n      ": types.OwnStoreRevokeTokenDocument,
    "\n        query OwnStoreTokens {\n          apiTokens {\n            name\n          }\n        }\n      ": types.OwnStoreTokensDocument,
    "\n        mutation OwnStoreCreateView($input: CreateSavedViewInput!) {\n          createSavedView(input: $input) {\n            id\n            screen\n            name\n            search\n          }\n        }\n      ": types.OwnStoreCreateViewDocument,
    "\n        query OwnStoreViews($screen: String) {\n          savedViews(screen: $screen) {\n            id\n            screen\n            name\n            search\n          }\n        }\n      ": types.OwnStoreViewsDocument,
    "\n            query OwnStoreViewIds {\n              savedViews {\n                id\n              }\n            }\n          ": types.OwnStoreViewIdsDocument,
    "\n        mutation OwnStoreRenameView($id: ID!) {\n          renameSavedView(id: $id, name: \"Ручные\") {\n            name\n          }\n        }\n      ": types.OwnStoreRenameViewDocument,
    "\n        mutation OwnStoreDeleteView($id: ID!) {\n          deleteSavedView(id: $id) {\n            id\n            name\n          }\n        }\n      ": types.OwnStoreDeleteViewDocument,
    "\n        mutation OwnStoreRenameRegion($id: Int!, $title: String!) {\n          updateRegion(id: $id, input: { title: $title }) {\n            id\n            title\n          }\n        }\n      ": types.OwnStoreRenameRegionDocument,
    "\n        query OwnStoreRegionJournal {\n          auditLog(where: { model: { eq: \"Region\" } }) {\n            items {\n              userName\n              client\n              model\n              entityId\n              action\n              after\n            }\n          }\n        }\n      ": types.OwnStoreRegionJournalDocument,
    "\n        query OwnStoreManagersJournal {\n          auditLog(pageSize: 100) {\n            items {\n              userId\n            }\n          }\n        }\n      ": types.OwnStoreManagersJournalDocument,
    "\n        mutation PeopleScreensUpdateUser($avatar: FileInput) {\n          updateUser(id: 4, input: { avatar: $avatar }) {\n            id\n            avatar {\n              url\n              thumb(width: 150)\n              thumbs {\n                width\n                url\n                path\n              }\n            }\n          }\n        }\n      ": types.PeopleScreensUpdateUserDocument,
    "\n        query PeopleScreensUser {\n          user(id: 4) {\n            avatar {\n              url\n            }\n          }\n        }\n      ": types.PeopleScreensUserDocument,
    "\n        mutation PeopleScreensUpdateUser2 {\n          updateUser(id: 4, input: { avatar: null }) {\n            avatar {\n              url\n            }\n          }\n        }\n      ": types.PeopleScreensUpdateUser2Document,
    "\n        mutation PeopleScreensCreatePlace($image: FileInput) {\n          createPlace(input: { title: \"Ларёк с фото\", cityId: 1, distributingFacilityId: 7, image: $image }) {\n            id\n            distributingFacilityId\n            image {\n              url\n            }\n          }\n        }\n      ": types.PeopleScreensCreatePlaceDocument,
    "\n        mutation PeopleScreensUpdatePlace($id: Int!) {\n          updatePlace(id: $id, input: { distributingFacilityId: 8, image: null }) {\n            distributingFacilityId\n            image {\n              url\n            }\n          }\n        }\n      ": types.PeopleScreensUpdatePlaceDocument,
    "\n        query PeopleScreensVendors {\n          vendors(withOnline: true, pageSize: 3) {\n            items {\n              id\n              roleName\n              online\n            }\n            total\n          }\n        }\n      ": types.PeopleScreensVendorsDocument,
    "\n        query PeopleScreensVendors2 {\n          vendors(pageSize: 1) {\n            items {\n              online\n            }\n            total\n          }\n        }\n      ": types.PeopleScreensVendors2Document,
    "\n        mutation PeopleInviteSalesMan {\n          inviteSalesMan(input: { name: \" Пётр \", surname: \"Тестов\", phone: \"+79995550101\", sendCode: false }) {\n            user {\n              id\n              name\n              phone\n              roleName\n              status\n            }\n            code\n          }\n        }\n      ": types.PeopleInviteSalesManDocument,
    "\n        mutation PeopleInviteRegionalManager {\n          rm: inviteRegionalManager(input: { name: \"Ольга\", surname: \"Тестова\", phone: \"+79995550102\" }) {\n            user {\n              roleName\n              status\n            }\n            code\n          }\n          v: inviteVendor(input: { name: \"Иван\", surname: \"Тестов\", phone: \"+79995550103\", inn: \"500100732259\", cityId: 1 }) {\n            user {\n              roleName\n              status\n            }\n            code\n          }\n        }\n      ": types.PeopleInviteRegionalManagerDocument,
    "\n        mutation PeopleUpdateUser {\n          updateUser(id: 101, input: { blocked: true }) {\n            status\n            blocked\n          }\n        }\n      ": types.PeopleUpdateUserDocument,
    "\n        mutation PeopleUpdateUser2 {\n          updateUser(id: 101, input: { blocked: false }) {\n            blocked\n          }\n        }\n      ": types.PeopleUpdateUser2Document,
    "\n        query PeoplePlacesOfUser {\n          notYet: placesOfUser(userId: 3, assigned: false, pageSize: 1) {\n            total\n            items {\n              id\n            }\n          }\n          mine: placesOfUser(userId: 3, assigned: true) {\n            total\n          }\n        }\n      ": types.PeoplePlacesOfUserDocument,
    "\n        mutation PeopleAddUserPlace($p: Int!) {\n          addUserPlace(userId: 3, placeId: $p) {\n            placeIds\n          }\n        }\n      ": types.PeopleAddUserPlaceDocument,
    "\n        query PeoplePlacesOfUser2 {\n          placesOfUser(userId: 3, assigned: true) {\n            total\n          }\n        }\n      ": types.PeoplePlacesOfUser2Document,
    "\n        mutation PeopleRemoveUserPlace($p: Int!) {\n          removeUserPlace(userId: 3, placeId: $p) {\n            placeIds\n          }\n        }\n      ": types.PeopleRemoveUserPlaceDocument,
    "\n        query PeoplePlaces {\n          places(where: { cityId: { eq: 42 } }, pageSize: 100) {\n            items {\n              id\n            }\n            total\n          }\n          city(id: 42) {\n            title\n          }\n        }\n      ": types.PeoplePlacesDocument,
    "\n            query PeoplePlace($p: Int!) {\n              place(id: $p) {\n                regionalManagers {\n                  id\n                }\n              }\n            }\n          ": types.PeoplePlaceDocument,
    "\n        mutation PeopleAddUserPlace2($p: Int!) {\n          addUserPlace(userId: 2, placeId: $p) {\n            cityIds\n          }\n        }\n      ": types.PeopleAddUserPlace2Document,
    "\n        query PeoplePlace2($p: Int!) {\n          place(id: $p) {\n            regionalManagers {\n              id\n              cityIds\n            }\n          }\n        }\n      ": types.PeoplePlace2Document,
    "\n        query PeoplePlaces2 {\n          places(where: { cityId: { eq: 42 } }, pageSize: 1) {\n            items {\n              id\n              city {\n                id\n                title\n              }\n            }\n          }\n        }\n      ": types.PeoplePlaces2Document,
    "\n    fragment PolicyBulkResult on BulkResult {\n      total\n      succeeded\n      failed\n      results {\n        id\n        ok\n        code\n        message\n      }\n    }\n  ": types.PolicyBulkResultFragmentDoc,
    "\n        mutation PolicyBulkBlock($ids: [Int!]!) {\n          bulkPeople(action: block, ids: $ids) {\n            ...PolicyBulkResult\n          }\n        }\n      ": types.PolicyBulkBlockDocument,
    "\n        mutation PolicyBulkReject($ids: [Int!]) {\n          bulkTickets(action: reject, ids: $ids, reason: \"Взлом\") {\n            ...PolicyBulkResult\n          }\n        }\n      ": types.PolicyBulkRejectDocument,
    "\n            mutation PolicyBulkPeople($action: PersonBulkAction!, $ids: [Int!]!) {\n              bulkPeople(action: $action, ids: $ids) {\n                results {\n                  id\n                  ok\n                  code\n                }\n              }\n            }\n          ": types.PolicyBulkPeopleDocument,
    "\n          mutation PolicyRename($id: Int!, $name: String) {\n            updateUser(id: $id, input: { name: $name }) {\n              name\n            }\n          }\n        ": types.PolicyRenameDocument,
    "\n        mutation PolicyReject($id: Int!) {\n          rejectTicket(id: $id, reason: \"Не тот чек\") {\n            status\n          }\n        }\n      ": types.PolicyRejectDocument,
    "\n        query ReportsTicketStats {\n          ticketStats(groupBy: [status]) {\n            groupBy\n            groups {\n              key {\n                status\n                statusCode\n              }\n              count\n            }\n            totals {\n              count\n              totalSum\n            }\n          }\n        }\n      ": types.ReportsTicketStatsDocument,
    "\n        query ReportsTicketStats2($f: ReportFilter) {\n          ticketStats(groupBy: [region], filter: $f) {\n            groups {\n              key {\n                regionId\n                region {\n                  id\n                  title\n                }\n              }\n              count\n            }\n            totals {\n              count\n            }\n          }\n        }\n      ": types.ReportsTicketStats2Document,
    "\n        query ReportsPlanFact {\n          planFact {\n            plan\n            fact\n            percent\n            place {\n              id\n            }\n            period {\n              id\n            }\n          }\n        }\n      ": types.ReportsPlanFactDocument,
    "\n        query ReportsPlanFactPageTwo($page: Int!) {\n          planFactPage(page: $page, pageSize: 5) {\n            total\n            items {\n              planId\n              place {\n                id\n                title\n                address\n              }\n              period {\n                id\n                startDate\n                endDate\n              }\n            }\n          }\n        }\n      ": types.ReportsPlanFactPageTwoDocument,
    "\n        query ReportsPlanFactPage {\n          planFactPage(pageSize: 5) {\n            items {\n              place {\n                id\n                city {\n                  id\n                }\n              }\n            }\n          }\n        }\n      ": types.ReportsPlanFactPageDocument,
    "\n          query ReportsActivity($by: ActivitySubject!, $f: ReportFilter) {\n            activity(by: $by, filter: $f, limit: 10000) {\n              userId\n              user {\n                id\n                role {\n                  name\n                }\n              }\n              tickets\n              score\n              activePlaces\n              places\n              lastUpload\n            }\n          }\n        ": types.ReportsActivityDocument,
    "\n        query ReportsActivity2 {\n          activity(by: salesMan) {\n            user {\n              phone\n            }\n          }\n        }\n      ": types.ReportsActivity2Document,
    "\n  fragment SavedViewsView on SavedView {\n    id\n    screen\n    name\n    search\n  }\n": types.SavedViewsViewFragmentDoc,
    "\n  mutation SavedViewsCreate($input: CreateSavedViewInput!) {\n    createSavedView(input: $input) {\n      ...SavedViewsView\n    }\n  }\n": types.SavedViewsCreateDocument,
    "\n  mutation SavedViewsRename($id: ID!, $name: String!) {\n    renameSavedView(id: $id, name: $name) {\n      ...SavedViewsView\n    }\n  }\n": types.SavedViewsRenameDocument,
    "\n  mutation SavedViewsDelete($id: ID!) {\n    deleteSavedView(id: $id) {\n      ...SavedViewsView\n    }\n  }\n": types.SavedViewsDeleteDocument,
    "\n  query SavedViewsList($screen: String) {\n    savedViews(screen: $screen) {\n      ...SavedViewsView\n    }\n  }\n": types.SavedViewsListDocument,
    "\n        mutation SubscriptionsSendRoomMessage {\n          sendRoomMessage(room: \"user-4\", text: \"Здравствуйте! Чек принят.\") {\n            id\n            text\n          }\n        }\n      ": types.SubscriptionsSendRoomMessageDocument,
    "\n          query SubscriptionsUsers {\n            users(where: { id: { eq: 5 } }) {\n              items {\n                id\n                phone\n              }\n            }\n          }\n        ": types.SubscriptionsUsersDocument,
    "\n          query SubscriptionsUsers2 {\n            users(where: { id: { neq: 2 } }, pageSize: 1) {\n              items {\n                id\n              }\n            }\n          }\n        ": types.SubscriptionsUsers2Document,
    "\n        query SubscriptionsTicket {\n          ticket(id: 1) {\n            id\n          }\n        }\n      ": types.SubscriptionsTicketDocument,
    "\n        mutation TicketActionsRejectTicket($id: Int!) {\n          rejectTicket(id: $id, reason: \"Чек нечитаем\") {\n            id\n            status\n            statusTitle\n            statusDescription\n          }\n        }\n      ": types.TicketActionsRejectTicketDocument,
    "\n        query TicketActionsTicketUserDetails {\n          ticketUserDetails(userId: 4) {\n            fiscalDriveNumber\n            userInn\n            kktRegId\n            operator\n            ofd\n          }\n        }\n      ": types.TicketActionsTicketUserDetailsDocument,
    "\n            query TicketActionsTicket($id: Int!) {\n              ticket(id: $id) {\n                actions\n              }\n            }\n          ": types.TicketActionsTicketDocument,
    "\n        query TicketActionsTickets2 {\n          tickets(where: { status: { eq: MANUAL } }, pageSize: 1) {\n            items {\n              id\n              actions\n            }\n          }\n        }\n      ": types.TicketActionsTickets2Document,
    "\n        query TokensApiTokens {\n          apiTokens {\n            id\n            name\n          }\n        }\n      ": types.TokensApiTokensDocument,
    "\n        query TokensMe {\n          me {\n            phone\n          }\n        }\n      ": types.TokensMeDocument,
    "\n      query TokensTicketStats {\n        ticketStats(groupBy: [status]) {\n          groups {\n            key {\n              status\n            }\n            count\n          }\n        }\n      }\n    ": types.TokensTicketStatsDocument,
    "\n        mutation TokensRevokeApiToken($id: ID!) {\n          revokeApiToken(id: $id) {\n            id\n            name\n          }\n        }\n      ": types.TokensRevokeApiTokenDocument,
    "\n  fragment WriteAnswersTicketFields on Ticket {\n    id\n    status\n    statusTitle\n    statusDescription\n    score\n    planSales\n    bonusSales\n    scoredItems\n    totalSales\n    totalSum\n    fiscalDriveNumber\n    fiscalDocumentNumber\n    fiscalSign\n    dateTime\n    items {\n      name\n      price\n      quantity\n      sum\n      productId\n    }\n  }\n": types.WriteAnswersTicketFieldsFragmentDoc,
    "\n    query WriteAnswersFresh($id: Int!) {\n      ticket(id: $id) {\n        ...WriteAnswersTicketFields\n      }\n    }\n  ": types.WriteAnswersFreshDocument,
    "\n        mutation WriteAnswersScore($id: Int!) {\n          scoreTicket(id: $id, score: 25) {\n            ...WriteAnswersTicketFields\n          }\n        }\n      ": types.WriteAnswersScoreDocument,
    "\n        mutation WriteAnswersReject($id: Int!) {\n          rejectTicket(id: $id, reason: \"Чек нечитаем\") {\n            ...WriteAnswersTicketFields\n          }\n        }\n      ": types.WriteAnswersRejectDocument,
    "\n        mutation WriteAnswersProcess($id: Int!) {\n          processTicket(id: $id) {\n            ...WriteAnswersTicketFields\n          }\n        }\n      ": types.WriteAnswersProcessDocument,
    "\n        mutation WriteAnswersEdit($id: Int!) {\n          editTicket(id: $id, input: { fiscalSign: \"1234567890\" }) {\n            ...WriteAnswersTicketFields\n          }\n        }\n      ": types.WriteAnswersEditDocument,
    "\n        mutation WriteAnswersReuse($id: Int!) {\n          before: sendMessage(input: { ticketId: $id, text: \"Проверяем чек\" }) {\n            ticket {\n              id\n              status\n              score\n            }\n          }\n          scoreTicket(id: $id, score: 4) {\n            id\n            status\n            score\n          }\n          after: sendMessage(input: { ticketId: $id, text: \"Чек проверен\" }) {\n            ticket {\n              id\n              status\n              score\n            }\n          }\n        }\n      ": types.WriteAnswersReuseDocument,
    "\n    fragment WriteAnswersUserFields on User {\n      id\n      name\n      surname\n      phone\n      roleName\n      blocked\n      phoneVerified\n      placeId\n      placeIds\n      cityIds\n    }\n  ": types.WriteAnswersUserFieldsFragmentDoc,
    "\n      query WriteAnswersFreshUser($id: Int!) {\n        user(id: $id) {\n          ...WriteAnswersUserFields\n        }\n      }\n    ": types.WriteAnswersFreshUserDocument,
    "\n      query WriteAnswersFreePlace {\n        placesOfUser(userId: 3, assigned: false, pageSize: 1) {\n          items {\n            id\n          }\n        }\n      }\n    ": types.WriteAnswersFreePlaceDocument,
    "\n        mutation WriteAnswersAddPlace($u: Int!, $p: Int!) {\n          addUserPlace(userId: $u, placeId: $p) {\n            ...WriteAnswersUserFields\n          }\n        }\n      ": types.WriteAnswersAddPlaceDocument,
    "\n        mutation WriteAnswersSetPlace($u: Int!, $p: Int!) {\n          setUserPlace(userId: $u, placeId: $p) {\n            ...WriteAnswersUserFields\n          }\n        }\n      ": types.WriteAnswersSetPlaceDocument,
    "\n        mutation WriteAnswersResetPlace($u: Int!) {\n          resetUserPlace(userId: $u) {\n            ...WriteAnswersUserFields\n          }\n        }\n      ": types.WriteAnswersResetPlaceDocument,
    "\n        mutation WriteAnswersRemovePlace($u: Int!, $p: Int!) {\n          removeUserPlace(userId: $u, placeId: $p) {\n            ...WriteAnswersUserFields\n          }\n        }\n      ": types.WriteAnswersRemovePlaceDocument,
    "\n        mutation WriteAnswersAssign($u: Int!, $p: Int!) {\n          assignToPlace(placeId: $p, userId: $u, role: salesMan) {\n            id\n          }\n        }\n      ": types.WriteAnswersAssignDocument,
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
export function graphql(source: "\n        query AuditTicketHistory($id: Int!) {\n          ticket(id: $id) {\n            history {\n              total\n              items {\n                ...TestHistoryEntry\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query AuditTicketHistory($id: Int!) {\n          ticket(id: $id) {\n            history {\n              total\n              items {\n                ...TestHistoryEntry\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AuditAuditLog($ids: [Int!]!) {\n          auditLog(where: { model: { eq: \"Ticket\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {\n            total\n            items {\n              entityId\n              action\n              client\n              after\n            }\n          }\n        }\n      "): (typeof documents)["\n        query AuditAuditLog($ids: [Int!]!) {\n          auditLog(where: { model: { eq: \"Ticket\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {\n            total\n            items {\n              entityId\n              action\n              client\n              after\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AuditAuditLog2($ids: [Int!]!) {\n          auditLog(where: { action: { eq: \"reject\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {\n            items {\n              entityId\n              client\n            }\n          }\n        }\n      "): (typeof documents)["\n        query AuditAuditLog2($ids: [Int!]!) {\n          auditLog(where: { action: { eq: \"reject\" }, entityId: { in: $ids } }, orderBy: [{ field: id, direction: ASC }]) {\n            items {\n              entityId\n              client\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation AuditCreatePlace {\n          createPlace(input: { title: \"Киоск у вокзала\", cityId: 1 }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation AuditCreatePlace {\n          createPlace(input: { title: \"Киоск у вокзала\", cityId: 1 }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AuditPlace($id: Int!) {\n          place(id: $id) {\n            history {\n              items {\n                action\n                actionTitle\n                before\n                after\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query AuditPlace($id: Int!) {\n          place(id: $id) {\n            history {\n              items {\n                action\n                actionTitle\n                before\n                after\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AuditUser {\n          user(id: 1) {\n            history(pageSize: 100) {\n              items {\n                action\n                client\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query AuditUser {\n          user(id: 1) {\n            history(pageSize: 100) {\n              items {\n                action\n                client\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation AuditCreateCampaign {\n          createCampaign(input: { title: \"Осень\" }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation AuditCreateCampaign {\n          createCampaign(input: { title: \"Осень\" }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation AuditCreatePeriod($c: Int!) {\n          createPeriod(input: { campaignId: $c, startDate: \"2031-01-01T00:00:00.000Z\", endDate: \"2031-02-01T00:00:00.000Z\" }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation AuditCreatePeriod($c: Int!) {\n          createPeriod(input: { campaignId: $c, startDate: \"2031-01-01T00:00:00.000Z\", endDate: \"2031-02-01T00:00:00.000Z\" }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AuditCampaign($c: Int!, $p: Int!) {\n          campaign(id: $c) {\n            history {\n              total\n              items {\n                action\n                before\n                after\n                user {\n                  id\n                }\n              }\n            }\n          }\n          period(id: $p) {\n            history {\n              items {\n                action\n                before\n                after\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query AuditCampaign($c: Int!, $p: Int!) {\n          campaign(id: $c) {\n            history {\n              total\n              items {\n                action\n                before\n                after\n                user {\n                  id\n                }\n              }\n            }\n          }\n          period(id: $p) {\n            history {\n              items {\n                action\n                before\n                after\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AuditAuditLog3 {\n          auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) {\n            items {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query AuditAuditLog3 {\n          auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) {\n            items {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            mutation AuditCreatePlace2($t: String!) {\n              createPlace(input: { title: $t, cityId: 1 }) {\n                id\n              }\n            }\n          "): (typeof documents)["\n            mutation AuditCreatePlace2($t: String!) {\n              createPlace(input: { title: $t, cityId: 1 }) {\n                id\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation AuditCreateCampaign2 {\n            createCampaign(input: { title: \"Зимняя акция\" }) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation AuditCreateCampaign2 {\n            createCampaign(input: { title: \"Зимняя акция\" }) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation AuditCreatePeriod2($c: Int!) {\n          createPeriod(input: { campaignId: $c, startDate: \"2026-12-01T00:00:00.000Z\", endDate: \"2027-02-28T23:59:59.999Z\" }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation AuditCreatePeriod2($c: Int!) {\n          createPeriod(input: { campaignId: $c, startDate: \"2026-12-01T00:00:00.000Z\", endDate: \"2027-02-28T23:59:59.999Z\" }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AuditAuditLog4($since: Int!) {\n          auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) {\n            items {\n              model\n              entityId\n              action\n              entityName\n            }\n          }\n        }\n      "): (typeof documents)["\n        query AuditAuditLog4($since: Int!) {\n          auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) {\n            items {\n              model\n              entityId\n              action\n              entityName\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation AuditCreatePlace3 {\n            createPlace(input: { title: \"Точка плана\", cityId: 1 }) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation AuditCreatePlace3 {\n            createPlace(input: { title: \"Точка плана\", cityId: 1 }) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation AuditCreateCampaign3 {\n            createCampaign(input: { title: \"Акция плана\" }) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation AuditCreateCampaign3 {\n            createCampaign(input: { title: \"Акция плана\" }) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation AuditCreatePeriod3($c: Int!) {\n            createPeriod(input: { campaignId: $c, startDate: \"2032-03-01T00:00:00.000Z\", endDate: \"2032-05-31T23:59:59.999Z\" }) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation AuditCreatePeriod3($c: Int!) {\n            createPeriod(input: { campaignId: $c, startDate: \"2032-03-01T00:00:00.000Z\", endDate: \"2032-05-31T23:59:59.999Z\" }) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation AuditCreatePlan($p: Int!, $q: Int!, $c: Int!) {\n          createPlan(input: { placeId: $p, periodId: $q, campaignId: $c, plan: 30 }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation AuditCreatePlan($p: Int!, $q: Int!, $c: Int!) {\n          createPlan(input: { placeId: $p, periodId: $q, campaignId: $c, plan: 30 }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AuditAuditLog5($id: Int!) {\n          auditLog(where: { model: { eq: \"Plan\" }, entityId: { eq: $id } }) {\n            items {\n              entityName\n            }\n          }\n        }\n      "): (typeof documents)["\n        query AuditAuditLog5($id: Int!) {\n          auditLog(where: { model: { eq: \"Plan\" }, entityId: { eq: $id } }) {\n            items {\n              entityName\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AuditAuditLog6 {\n          auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) {\n            items {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query AuditAuditLog6 {\n          auditLog(pageSize: 1, orderBy: [{ field: id, direction: DESC }]) {\n            items {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation AuditRefsCreatePlaceType {\n            createPlaceType(input: { title: \"Временный павильон\" }) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation AuditRefsCreatePlaceType {\n            createPlaceType(input: { title: \"Временный павильон\" }) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation AuditRefsCreatePlace($t: Int!) {\n            createPlace(input: { title: \"Киоск со ссылками\", cityId: 1, placeTypeId: $t }) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation AuditRefsCreatePlace($t: Int!) {\n            createPlace(input: { title: \"Киоск со ссылками\", cityId: 1, placeTypeId: $t }) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation AuditRefsCreateCampaign {\n            createCampaign(input: { title: \"Акция со ссылками\" }) {\n              id\n            }\n          }\n        "): (typeof documents)["\n          mutation AuditRefsCreateCampaign {\n            createCampaign(input: { title: \"Акция со ссылками\" }) {\n              id\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation AuditRefsUpdatePlace($id: Int!, $c: Int!) {\n          updatePlace(id: $id, input: { cityId: 2, placeTypeId: 1, campaignId: $c }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation AuditRefsUpdatePlace($id: Int!, $c: Int!) {\n          updatePlace(id: $id, input: { cityId: 2, placeTypeId: 1, campaignId: $c }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation AuditRefsDeletePlaceType($id: Int!) {\n          deletePlaceType(id: $id)\n        }\n      "): (typeof documents)["\n        mutation AuditRefsDeletePlaceType($id: Int!) {\n          deletePlaceType(id: $id)\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation AuditRefsCreatePeriod($c: Int!) {\n          createPeriod(input: { campaignId: $c, startDate: \"2032-01-01T00:00:00.000Z\", endDate: \"2032-02-01T00:00:00.000Z\" }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation AuditRefsCreatePeriod($c: Int!) {\n          createPeriod(input: { campaignId: $c, startDate: \"2032-01-01T00:00:00.000Z\", endDate: \"2032-02-01T00:00:00.000Z\" }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation AuditRefsAddUserPlace($p: Int!) {\n          addUserPlace(userId: 4, placeId: $p) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation AuditRefsAddUserPlace($p: Int!) {\n          addUserPlace(userId: 4, placeId: $p) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AuditAuditLog7($since: Int!) {\n          auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) {\n            items {\n              model\n              action\n              references {\n                field\n                id\n                model\n                name\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query AuditAuditLog7($since: Int!) {\n          auditLog(where: { id: { gt: $since } }, orderBy: [{ field: id, direction: ASC }], pageSize: 100) {\n            items {\n              model\n              action\n              references {\n                field\n                id\n                model\n                name\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query AuditUser2 {\n          user(id: 4) {\n            history {\n              total\n            }\n          }\n        }\n      "): (typeof documents)["\n        query AuditUser2 {\n          user(id: 4) {\n            history {\n              total\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query AuditTickets($n: Int!) {\n        tickets(where: { status: { eq: MANUAL } }, pageSize: $n, orderBy: [{ field: id, direction: DESC }]) {\n          items {\n            id\n            status\n            score\n            statusDescription\n          }\n        }\n      }\n    "): (typeof documents)["\n      query AuditTickets($n: Int!) {\n        tickets(where: { status: { eq: MANUAL } }, pageSize: $n, orderBy: [{ field: id, direction: DESC }]) {\n          items {\n            id\n            status\n            score\n            statusDescription\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation BulkBulkTickets($ids: [Int!]) {\n          bulkTickets(action: reject, ids: $ids, reason: \"Нечитаемо\") {\n            action\n            total\n            succeeded\n            failed\n            results {\n              id\n              ok\n              status\n              message\n              code\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation BulkBulkTickets($ids: [Int!]) {\n          bulkTickets(action: reject, ids: $ids, reason: \"Нечитаемо\") {\n            action\n            total\n            succeeded\n            failed\n            results {\n              id\n              ok\n              status\n              message\n              code\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation BulkUndo($ids: [Int!]!) {\n          undo(action: TICKET_REJECT, ids: $ids) {\n            succeeded\n            results {\n              id\n              ok\n              status\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation BulkUndo($ids: [Int!]!) {\n          undo(action: TICKET_REJECT, ids: $ids) {\n            succeeded\n            results {\n              id\n              ok\n              status\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CatalogueImagesCreateProduct {\n          createProduct(input: { title: \"Картинка\" }) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation CatalogueImagesCreateProduct {\n          createProduct(input: { title: \"Картинка\" }) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CatalogueImagesProduct($id: Int!) {\n          product(id: $id) {\n            image {\n              url\n            }\n          }\n        }\n      "): (typeof documents)["\n        query CatalogueImagesProduct($id: Int!) {\n          product(id: $id) {\n            image {\n              url\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CatalogueProducts {\n          products(pageSize: 100) {\n            total\n            items {\n              title\n              matches\n              category {\n                score\n              }\n            }\n          }\n          campaigns {\n            items {\n              id\n              periods {\n                id\n                startDate\n                campaign {\n                  id\n                }\n                plans {\n                  plan\n                  fact\n                  place {\n                    id\n                  }\n                }\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query CatalogueProducts {\n          products(pageSize: 100) {\n            total\n            items {\n              title\n              matches\n              category {\n                score\n              }\n            }\n          }\n          campaigns {\n            items {\n              id\n              periods {\n                id\n                startDate\n                campaign {\n                  id\n                }\n                plans {\n                  plan\n                  fact\n                  place {\n                    id\n                  }\n                }\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CatalogueCampaignProducts {\n          campaignProducts(campaignId: 1, pageSize: 100) {\n            total\n            items {\n              id\n              productId\n              product {\n                id\n              }\n            }\n          }\n          inside: productsOfCampaign(campaignId: 1, inCampaign: true, pageSize: 100) {\n            total\n            items {\n              id\n            }\n          }\n          outside: productsOfCampaign(campaignId: 1, inCampaign: false) {\n            total\n          }\n          all: products {\n            total\n          }\n        }\n      "): (typeof documents)["\n        query CatalogueCampaignProducts {\n          campaignProducts(campaignId: 1, pageSize: 100) {\n            total\n            items {\n              id\n              productId\n              product {\n                id\n              }\n            }\n          }\n          inside: productsOfCampaign(campaignId: 1, inCampaign: true, pageSize: 100) {\n            total\n            items {\n              id\n            }\n          }\n          outside: productsOfCampaign(campaignId: 1, inCampaign: false) {\n            total\n          }\n          all: products {\n            total\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CatalogueTickets {\n          tickets(where: { status: { eq: PROCESSED }, planId: { isNull: false } }, pageSize: 10) {\n            items {\n              planId\n              placeId\n              plan {\n                id\n                placeId\n              }\n              items {\n                productId\n                product {\n                  id\n                }\n              }\n            }\n          }\n          campaign(id: 1) {\n            id\n            products {\n              campaignId\n              product {\n                id\n              }\n            }\n          }\n          place(id: 1) {\n            id\n            vendors: users(role: vendor) {\n              roleName\n              placeIds\n            }\n            everyone: users {\n              roleName\n            }\n          }\n        }\n      "): (typeof documents)["\n        query CatalogueTickets {\n          tickets(where: { status: { eq: PROCESSED }, planId: { isNull: false } }, pageSize: 10) {\n            items {\n              planId\n              placeId\n              plan {\n                id\n                placeId\n              }\n              items {\n                productId\n                product {\n                  id\n                }\n              }\n            }\n          }\n          campaign(id: 1) {\n            id\n            products {\n              campaignId\n              product {\n                id\n              }\n            }\n          }\n          place(id: 1) {\n            id\n            vendors: users(role: vendor) {\n              roleName\n              placeIds\n            }\n            everyone: users {\n              roleName\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CatalogueCreateProductCategory {\n          createProductCategory(input: { title: \"Тестовая категория\", score: 7, recommendedPrice: 12990 }) {\n            id\n            title\n            score\n            recommendedPrice\n          }\n        }\n      "): (typeof documents)["\n        mutation CatalogueCreateProductCategory {\n          createProductCategory(input: { title: \"Тестовая категория\", score: 7, recommendedPrice: 12990 }) {\n            id\n            title\n            score\n            recommendedPrice\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CatalogueCreateProduct($c: Int!) {\n          createProduct(input: { title: \"Тестовый сок 1 л\", matches: [\"тестовый сок\"], categoryId: $c }) {\n            id\n            matches\n            category {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation CatalogueCreateProduct($c: Int!) {\n          createProduct(input: { title: \"Тестовый сок 1 л\", matches: [\"тестовый сок\"], categoryId: $c }) {\n            id\n            matches\n            category {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query DevicesDeviceCount {\n          user: deviceCount(scope: { userId: 4 })\n          nobody: deviceCount(scope: { userId: 2 })\n        }\n      "): (typeof documents)["\n        query DevicesDeviceCount {\n          user: deviceCount(scope: { userId: 4 })\n          nobody: deviceCount(scope: { userId: 2 })\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation DevicesSendDeviceCommand {\n          sendDeviceCommand(event: \"showMessage\", payload: { text: \"Обновите приложение\", level: 2 }, scope: { userId: 4 })\n        }\n      "): (typeof documents)["\n        mutation DevicesSendDeviceCommand {\n          sendDeviceCommand(event: \"showMessage\", payload: { text: \"Обновите приложение\", level: 2 }, scope: { userId: 4 })\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestCreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n        readOnly\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestCreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      token\n      apiToken {\n        id\n        name\n        readOnly\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestScoreTicket($id: Int!, $score: Int!) {\n    scoreTicket(id: $id, score: $score) {\n      id\n      status\n      score\n      transactions {\n        amount\n        ticketId\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestScoreTicket($id: Int!, $score: Int!) {\n    scoreTicket(id: $id, score: $score) {\n      id\n      status\n      score\n      transactions {\n        amount\n        ticketId\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TestHistoryEntry on AuditLogEntry {\n    userId\n    userName\n    userRole\n    client\n    model\n    entityId\n    action\n    actionTitle\n    before\n    after\n  }\n"): (typeof documents)["\n  fragment TestHistoryEntry on AuditLogEntry {\n    userId\n    userName\n    userRole\n    client\n    model\n    entityId\n    action\n    actionTitle\n    before\n    after\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation FilesSendRoomMessage($file: FileInput) {\n          sendRoomMessage(room: \"user-4\", file: $file) {\n            file {\n              name\n              path\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation FilesSendRoomMessage($file: FileInput) {\n          sendRoomMessage(room: \"user-4\", file: $file) {\n            file {\n              name\n              path\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GatewayTicketsPage($page: Int, $pageSize: Int) {\n    tickets(page: $page, pageSize: $pageSize, orderBy: [{ field: dateTime, direction: DESC }]) {\n      total\n      page\n      pageSize\n      items {\n        id\n        dateTime\n        totalSum\n        status\n        statusTitle\n        user {\n          id\n          name\n          surname\n        }\n        place {\n          id\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query GatewayTicketsPage($page: Int, $pageSize: Int) {\n    tickets(page: $page, pageSize: $pageSize, orderBy: [{ field: dateTime, direction: DESC }]) {\n      total\n      page\n      pageSize\n      items {\n        id\n        dateTime\n        totalSum\n        status\n        statusTitle\n        user {\n          id\n          name\n          surname\n        }\n        place {\n          id\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GatewayTickets {\n          tickets(pageSize: 50) {\n            items {\n              place {\n                city {\n                  title\n                  region {\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GatewayTickets {\n          tickets(pageSize: 50) {\n            items {\n              place {\n                city {\n                  title\n                  region {\n                    title\n                  }\n                }\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GatewayTickets2 {\n          tickets(pageSize: 3) {\n            items {\n              totalSum\n              user {\n                name\n              }\n              place {\n                title\n                city {\n                  title\n                }\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GatewayTickets2 {\n          tickets(pageSize: 3) {\n            items {\n              totalSum\n              user {\n                name\n              }\n              place {\n                title\n                city {\n                  title\n                }\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GatewayTickets3 {\n          tickets(pageSize: 5) {\n            ...Page\n          }\n        }\n        fragment Page on TicketPage {\n          items {\n            id\n            ... on Ticket {\n              user {\n                id\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GatewayTickets3 {\n          tickets(pageSize: 5) {\n            ...Page\n          }\n        }\n        fragment Page on TicketPage {\n          items {\n            id\n            ... on Ticket {\n              user {\n                id\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GatewayTicket {\n          a: ticket(id: 1) {\n            user {\n              id\n            }\n          }\n          b: ticket(id: 2) {\n            user {\n              id\n            }\n          }\n          c: ticket(id: 3) {\n            user {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GatewayTicket {\n          a: ticket(id: 1) {\n            user {\n              id\n            }\n          }\n          b: ticket(id: 2) {\n            user {\n              id\n            }\n          }\n          c: ticket(id: 3) {\n            user {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GatewayTicket2 {\n          ticket(id: 1) {\n            id\n            totalSum\n            statusTitle\n            user {\n              name\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GatewayTicket2 {\n          ticket(id: 1) {\n            id\n            totalSum\n            statusTitle\n            user {\n              name\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GatewayTickets4 {\n          tickets(where: { status: { eq: REJECTED } }, pageSize: 100) {\n            total\n            items {\n              status\n              statusTitle\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GatewayTickets4 {\n          tickets(where: { status: { eq: REJECTED } }, pageSize: 100) {\n            total\n            items {\n              status\n              statusTitle\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation GatewayLogin {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            ttl\n            user {\n              phone\n              roleName\n              role {\n                title\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation GatewayLogin {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            ttl\n            user {\n              phone\n              roleName\n              role {\n                title\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GatewayMe {\n          me {\n            name\n            surname\n            roleName\n          }\n        }\n      "): (typeof documents)["\n        query GatewayMe {\n          me {\n            name\n            surname\n            roleName\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation GatewayLogin2 {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            accessToken\n          }\n        }\n      "): (typeof documents)["\n        mutation GatewayLogin2 {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            accessToken\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query GatewayMe2 {\n            me {\n              phone\n            }\n          }\n        "): (typeof documents)["\n          query GatewayMe2 {\n            me {\n              phone\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GeographyRegions {\n          regions(pageSize: 100) {\n            total\n            items {\n              id\n              title\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GeographyRegions {\n          regions(pageSize: 100) {\n            total\n            items {\n              id\n              title\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GeographyRegions2 {\n          regions(search: \"МОСКОВСКАЯ обл\") {\n            items {\n              title\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GeographyRegions2 {\n          regions(search: \"МОСКОВСКАЯ обл\") {\n            items {\n              title\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GeographyCities {\n          cities(pageSize: 50) {\n            items {\n              title\n              regionName\n              region {\n                title\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GeographyCities {\n          cities(pageSize: 50) {\n            items {\n              title\n              regionName\n              region {\n                title\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GeographyPlaces($city: Int!, $q: String) {\n          places(where: { cityId: { eq: $city } }, search: $q, pageSize: 100) {\n            total\n            items {\n              id\n              cityId\n              address\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GeographyPlaces($city: Int!, $q: String) {\n          places(where: { cityId: { eq: $city } }, search: $q, pageSize: 100) {\n            total\n            items {\n              id\n              cityId\n              address\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GeographyPlace {\n          place(id: 1) {\n            id\n            city {\n              region {\n                title\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GeographyPlace {\n          place(id: 1) {\n            id\n            city {\n              region {\n                title\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GeographyVendors {\n          vendors(pageSize: 100) {\n            total\n            items {\n              id\n              roleName\n              status\n              phoneVerified\n              blocked\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GeographyVendors {\n          vendors(pageSize: 100) {\n            total\n            items {\n              id\n              roleName\n              status\n              phoneVerified\n              blocked\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GeographyVendors2 {\n          invited: vendors(where: { phoneVerified: { eq: false } }) {\n            total\n            items {\n              status\n            }\n          }\n          blocked: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: true } }) {\n            total\n            items {\n              status\n            }\n          }\n          active: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: false } }) {\n            total\n            items {\n              status\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GeographyVendors2 {\n          invited: vendors(where: { phoneVerified: { eq: false } }) {\n            total\n            items {\n              status\n            }\n          }\n          blocked: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: true } }) {\n            total\n            items {\n              status\n            }\n          }\n          active: vendors(where: { phoneVerified: { eq: true }, blocked: { eq: false } }) {\n            total\n            items {\n              status\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GeographyUsers {\n          users(search: \"анна +7999000000\") {\n            items {\n              name\n              surname\n              phone\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GeographyUsers {\n          users(search: \"анна +7999000000\") {\n            items {\n              name\n              surname\n              phone\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query GeographyRegionalManagers {\n          rm: regionalManagers(where: { phone: { eq: \"+79990000002\" } }) {\n            items {\n              cityIds\n              cities {\n                id\n              }\n            }\n          }\n          v: user(id: 4) {\n            places {\n              id\n            }\n            place {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query GeographyRegionalManagers {\n          rm: regionalManagers(where: { phone: { eq: \"+79990000002\" } }) {\n            items {\n              cityIds\n              cities {\n                id\n              }\n            }\n          }\n          v: user(id: 4) {\n            places {\n              id\n            }\n            place {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query HarnessTicketIds($s: TicketStatus!, $n: Int!) {\n        tickets(where: { status: { eq: $s } }, pageSize: $n, orderBy: [{ field: id, direction: ASC }]) {\n          items {\n            id\n          }\n        }\n      }\n    "): (typeof documents)["\n      query HarnessTicketIds($s: TicketStatus!, $n: Int!) {\n        tickets(where: { status: { eq: $s } }, pageSize: $n, orderBy: [{ field: id, direction: ASC }]) {\n          items {\n            id\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query LiveCapsTickets {\n            tickets(pageSize: 3) {\n              items {\n                id\n              }\n            }\n          }\n        "): (typeof documents)["\n          query LiveCapsTickets {\n            tickets(pageSize: 3) {\n              items {\n                id\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query LiveRecordsTickets {\n          tickets(where: { status: { eq: MANUAL } }, pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query LiveRecordsTickets {\n          tickets(where: { status: { eq: MANUAL } }, pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query LiveRecordsTickets2 {\n          tickets(where: { userId: { neq: 4 } }, pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query LiveRecordsTickets2 {\n          tickets(where: { userId: { neq: 4 } }, pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query LiveRecordsTickets3 {\n          tickets(pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query LiveRecordsTickets3 {\n          tickets(pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query LiveRecordsTickets4 {\n          tickets(pageSize: 2) {\n            items {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query LiveRecordsTickets4 {\n          tickets(pageSize: 2) {\n            items {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query LiveRecordsTickets5 {\n          tickets(pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query LiveRecordsTickets5 {\n          tickets(pageSize: 1) {\n            items {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query LiveSharedTickets {\n          tickets(pageSize: 3) {\n            items {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query LiveSharedTickets {\n          tickets(pageSize: 3) {\n            items {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CompatRejectWithTitle {\n          rejectTicket(id: 1, reason: \"Нечитаемо\") {\n            id\n            status\n            statusTitle\n            statusDescription\n          }\n        }\n      "): (typeof documents)["\n        mutation CompatRejectWithTitle {\n          rejectTicket(id: 1, reason: \"Нечитаемо\") {\n            id\n            status\n            statusTitle\n            statusDescription\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CompatReject {\n          rejectTicket(id: 1, reason: \"Нечитаемо\") {\n            id\n            status\n            statusDescription\n          }\n        }\n      "): (typeof documents)["\n        mutation CompatReject {\n          rejectTicket(id: 1, reason: \"Нечитаемо\") {\n            id\n            status\n            statusDescription\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CompatScore {\n          scoreTicket(id: 3, score: 5) {\n            id\n            status\n            statusTitle\n            statusDescription\n          }\n        }\n      "): (typeof documents)["\n        mutation CompatScore {\n          scoreTicket(id: 3, score: 5) {\n            id\n            status\n            statusTitle\n            statusDescription\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CompatUpdateCity {\n          updateCity(id: 2, input: { regionId: 1 }) {\n            id\n            regionName\n          }\n        }\n      "): (typeof documents)["\n        mutation CompatUpdateCity {\n          updateCity(id: 2, input: { regionId: 1 }) {\n            id\n            regionName\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CompatLogin {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            ttl\n            user {\n              id\n              roleName\n              role {\n                name\n                title\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation CompatLogin {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            ttl\n            user {\n              id\n              roleName\n              role {\n                name\n                title\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation CompatLoginByToken {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            accessToken\n            ttl\n            user {\n              id\n              name\n              roleName\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation CompatLoginByToken {\n          login(phone: \"+79990000001\", password: \"demo1234\") {\n            accessToken\n            ttl\n            user {\n              id\n              name\n              roleName\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CompatVendors {\n          vendors(pageSize: 100) {\n            total\n            items {\n              id\n              roleName\n            }\n          }\n        }\n      "): (typeof documents)["\n        query CompatVendors {\n          vendors(pageSize: 100) {\n            total\n            items {\n              id\n              roleName\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CompatUsersByRoleName {\n          a: users(where: { roleName: { in: [\"admin\", \"salesMan\"] } }) {\n            total\n          }\n          b: users(where: { or: [{ roleName: { eq: \"admin\" } }, { name: { eq: \"Ева\" } }] }) {\n            total\n            items {\n              id\n            }\n          }\n          c: salesMen(where: { roleName: { eq: \"vendor\" } }) {\n            total\n          }\n        }\n      "): (typeof documents)["\n        query CompatUsersByRoleName {\n          a: users(where: { roleName: { in: [\"admin\", \"salesMan\"] } }) {\n            total\n          }\n          b: users(where: { or: [{ roleName: { eq: \"admin\" } }, { name: { eq: \"Ева\" } }] }) {\n            total\n            items {\n              id\n            }\n          }\n          c: salesMen(where: { roleName: { eq: \"vendor\" } }) {\n            total\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CompatStatusTitles {\n          tickets(orderBy: [{ field: id }]) {\n            items {\n              id\n              statusTitle\n            }\n          }\n        }\n      "): (typeof documents)["\n        query CompatStatusTitles {\n          tickets(orderBy: [{ field: id }]) {\n            items {\n              id\n              statusTitle\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CompatOtherStatus {\n          all: tickets(orderBy: [{ field: id }]) {\n            items {\n              id\n              status\n              statusCode\n              statusTitle\n            }\n          }\n          other: tickets(where: { status: { eq: OTHER } }) {\n            total\n            items {\n              id\n            }\n          }\n          known: tickets(where: { status: { in: [NEW, MANUAL] } }) {\n            total\n          }\n        }\n      "): (typeof documents)["\n        query CompatOtherStatus {\n          all: tickets(orderBy: [{ field: id }]) {\n            items {\n              id\n              status\n              statusCode\n              statusTitle\n            }\n          }\n          other: tickets(where: { status: { eq: OTHER } }) {\n            total\n            items {\n              id\n            }\n          }\n          known: tickets(where: { status: { in: [NEW, MANUAL] } }) {\n            total\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CompatTicketUsers {\n          tickets {\n            items {\n              id\n              user {\n                id\n                roleName\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query CompatTicketUsers {\n          tickets {\n            items {\n              id\n              user {\n                id\n                roleName\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query CompatCityRegions {\n          cities {\n            items {\n              title\n              regionName\n            }\n          }\n        }\n      "): (typeof documents)["\n        query CompatCityRegions {\n          cities {\n            items {\n              title\n              regionName\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query StockShapes {\n            upstreamCapabilities {\n              shapes {\n                description\n                ticketLines\n                linesRoute\n                linesForeignKey\n                productCategory\n                labelsByHook\n                relations {\n                  field\n                  name\n                  source\n                }\n              }\n            }\n          }\n        "): (typeof documents)["\n          query StockShapes {\n            upstreamCapabilities {\n              shapes {\n                description\n                ticketLines\n                linesRoute\n                linesForeignKey\n                productCategory\n                labelsByHook\n                relations {\n                  field\n                  name\n                  source\n                }\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query StockTicketLines($id: Int!) {\n          ticket(id: $id) {\n            statusTitle\n            user {\n              id\n            }\n            items {\n              name\n              quantity\n              product {\n                title\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query StockTicketLines($id: Int!) {\n          ticket(id: $id) {\n            statusTitle\n            user {\n              id\n            }\n            items {\n              name\n              quantity\n              product {\n                title\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query StockPlaceUsers($id: Int!) {\n          place(id: $id) {\n            users {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query StockPlaceUsers($id: Int!) {\n          place(id: $id) {\n            users {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query StockTicketStatus($id: Int!) {\n            ticket(id: $id) {\n              status\n              score\n              statusDescription\n            }\n          }\n        "): (typeof documents)["\n          query StockTicketStatus($id: Int!) {\n            ticket(id: $id) {\n              status\n              score\n              statusDescription\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query StockRoutes {\n            upstreamCapabilities {\n              routes {\n                name\n                state\n              }\n            }\n          }\n        "): (typeof documents)["\n          query StockRoutes {\n            upstreamCapabilities {\n              routes {\n                name\n                state\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation LostUpdateUpdatePlace($address: String, $at: DateTime) {\n    updatePlace(id: 3, input: { address: $address }, expectedUpdatedAt: $at) {\n      address\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation LostUpdateUpdatePlace($address: String, $at: DateTime) {\n    updatePlace(id: 3, input: { address: $address }, expectedUpdatedAt: $at) {\n      address\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query LostUpdatePlace {\n          place(id: 3) {\n            address\n            updatedAt\n          }\n        }\n      "): (typeof documents)["\n        query LostUpdatePlace {\n          place(id: 3) {\n            address\n            updatedAt\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query LostUpdatePlace2 {\n          place(id: 3) {\n            address\n          }\n        }\n      "): (typeof documents)["\n        query LostUpdatePlace2 {\n          place(id: 3) {\n            address\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query LostUpdateUser {\n          user(id: 4) {\n            updatedAt\n          }\n        }\n      "): (typeof documents)["\n        query LostUpdateUser {\n          user(id: 4) {\n            updatedAt\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation LostUpdateUpdateUser($at: DateTime) {\n          updateUser(id: 4, input: { middleName: \"Андреевич\" }, expectedUpdatedAt: $at) {\n            middleName\n            updatedAt\n          }\n        }\n      "): (typeof documents)["\n        mutation LostUpdateUpdateUser($at: DateTime) {\n          updateUser(id: 4, input: { middleName: \"Андреевич\" }, expectedUpdatedAt: $at) {\n            middleName\n            updatedAt\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query LostUpdateUser2 {\n          user(id: 4) {\n            middleName\n          }\n        }\n      "): (typeof documents)["\n        query LostUpdateUser2 {\n          user(id: 4) {\n            middleName\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MessengerTickets {\n          tickets(where: { userId: { eq: 4 } }, pageSize: 1) {\n            items {\n              id\n              userId\n            }\n          }\n        }\n      "): (typeof documents)["\n        query MessengerTickets {\n          tickets(where: { userId: { eq: 4 } }, pageSize: 1) {\n            items {\n              id\n              userId\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation MessengerSendMessage($t: Int!) {\n          sendMessage(input: { ticketId: $t, text: \"  Уточните, пожалуйста, сумму чека.  \" }) {\n            id\n            text\n            ticketId\n            ticket {\n              id\n            }\n            recipientId\n            room\n          }\n        }\n      "): (typeof documents)["\n        mutation MessengerSendMessage($t: Int!) {\n          sendMessage(input: { ticketId: $t, text: \"  Уточните, пожалуйста, сумму чека.  \" }) {\n            id\n            text\n            ticketId\n            ticket {\n              id\n            }\n            recipientId\n            room\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MessengerUserMessages($t: Int!) {\n          userMessages(userId: 4, ticketId: $t) {\n            items {\n              id\n            }\n          }\n          roomMessages(room: \"user-4\") {\n            items {\n              id\n            }\n            rest\n          }\n          conversations(pageSize: 100) {\n            total\n            items {\n              roomName\n              userId\n              user {\n                id\n              }\n              lastMessage {\n                id\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query MessengerUserMessages($t: Int!) {\n          userMessages(userId: 4, ticketId: $t) {\n            items {\n              id\n            }\n          }\n          roomMessages(room: \"user-4\") {\n            items {\n              id\n            }\n            rest\n          }\n          conversations(pageSize: 100) {\n            total\n            items {\n              roomName\n              userId\n              user {\n                id\n              }\n              lastMessage {\n                id\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation MessengerMarkConversationRead {\n          markConversationRead(room: \"user-4\")\n        }\n      "): (typeof documents)["\n        mutation MessengerMarkConversationRead {\n          markConversationRead(room: \"user-4\")\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query MessengerConversations($search: String, $order: ConversationOrder, $pageSize: Int) {\n            conversations(search: $search, order: $order, pageSize: $pageSize) {\n              total\n              items {\n                roomName\n              }\n            }\n          }\n        "): (typeof documents)["\n          query MessengerConversations($search: String, $order: ConversationOrder, $pageSize: Int) {\n            conversations(search: $search, order: $order, pageSize: $pageSize) {\n              total\n              items {\n                roomName\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation MutationsCreateRegion {\n          createRegion(input: { title: \"Тестовая область\" }) {\n            id\n            title\n          }\n        }\n      "): (typeof documents)["\n        mutation MutationsCreateRegion {\n          createRegion(input: { title: \"Тестовая область\" }) {\n            id\n            title\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation MutationsUpdateRegion($id: Int!) {\n          updateRegion(id: $id, input: { title: \"Новая область\" }) {\n            id\n            title\n          }\n        }\n      "): (typeof documents)["\n        mutation MutationsUpdateRegion($id: Int!) {\n          updateRegion(id: $id, input: { title: \"Новая область\" }) {\n            id\n            title\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query MutationsRegion($id: Int!) {\n          region(id: $id) {\n            title\n          }\n        }\n      "): (typeof documents)["\n        query MutationsRegion($id: Int!) {\n          region(id: $id) {\n            title\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n                query OwnStoreRoutes {\n                  upstreamCapabilities {\n                    routes {\n                      name\n                      state\n                    }\n                  }\n                }\n              "): (typeof documents)["\n                query OwnStoreRoutes {\n                  upstreamCapabilities {\n                    routes {\n                      name\n                      state\n                    }\n                  }\n                }\n              "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query OwnStoreMe {\n      me {\n        phone\n      }\n    }\n  "): (typeof documents)["\n    query OwnStoreMe {\n      me {\n        phone\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OwnStoreFirstPlace {\n          places(pageSize: 1, orderBy: [{ field: id, direction: ASC }]) {\n            items {\n              id\n              title\n            }\n          }\n        }\n      "): (typeof documents)["\n        query OwnStoreFirstPlace {\n          places(pageSize: 1, orderBy: [{ field: id, direction: ASC }]) {\n            items {\n              id\n              title\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation OwnStoreUpdatePlace($id: Int!, $title: String!) {\n          updatePlace(id: $id, input: { title: $title }) {\n            id\n            title\n          }\n        }\n      "): (typeof documents)["\n        mutation OwnStoreUpdatePlace($id: Int!, $title: String!) {\n          updatePlace(id: $id, input: { title: $title }) {\n            id\n            title\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OwnStorePlaceHistory($id: Int!) {\n          place(id: $id) {\n            history {\n              items {\n                ...TestHistoryEntry\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query OwnStorePlaceHistory($id: Int!) {\n          place(id: $id) {\n            history {\n              items {\n                ...TestHistoryEntry\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OwnStoreUserJournal {\n          auditLog(where: { model: { eq: \"User\" } }, pageSize: 5) {\n            items {\n              model\n              entityId\n              action\n              after\n            }\n          }\n        }\n      "): (typeof documents)["\n        query OwnStoreUserJournal {\n          auditLog(where: { model: { eq: \"User\" } }, pageSize: 5) {\n            items {\n              model\n              entityId\n              action\n              after\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation OwnStoreRevokeToken($id: ID!) {\n          revokeApiToken(id: $id) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation OwnStoreRevokeToken($id: ID!) {\n          revokeApiToken(id: $id) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OwnStoreTokens {\n          apiTokens {\n            name\n          }\n        }\n      "): (typeof documents)["\n        query OwnStoreTokens {\n          apiTokens {\n            name\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation OwnStoreCreateView($input: CreateSavedViewInput!) {\n          createSavedView(input: $input) {\n            id\n            screen\n            name\n            search\n          }\n        }\n      "): (typeof documents)["\n        mutation OwnStoreCreateView($input: CreateSavedViewInput!) {\n          createSavedView(input: $input) {\n            id\n            screen\n            name\n            search\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OwnStoreViews($screen: String) {\n          savedViews(screen: $screen) {\n            id\n            screen\n            name\n            search\n          }\n        }\n      "): (typeof documents)["\n        query OwnStoreViews($screen: String) {\n          savedViews(screen: $screen) {\n            id\n            screen\n            name\n            search\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query OwnStoreViewIds {\n              savedViews {\n                id\n              }\n            }\n          "): (typeof documents)["\n            query OwnStoreViewIds {\n              savedViews {\n                id\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation OwnStoreRenameView($id: ID!) {\n          renameSavedView(id: $id, name: \"Ручные\") {\n            name\n          }\n        }\n      "): (typeof documents)["\n        mutation OwnStoreRenameView($id: ID!) {\n          renameSavedView(id: $id, name: \"Ручные\") {\n            name\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation OwnStoreDeleteView($id: ID!) {\n          deleteSavedView(id: $id) {\n            id\n            name\n          }\n        }\n      "): (typeof documents)["\n        mutation OwnStoreDeleteView($id: ID!) {\n          deleteSavedView(id: $id) {\n            id\n            name\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation OwnStoreRenameRegion($id: Int!, $title: String!) {\n          updateRegion(id: $id, input: { title: $title }) {\n            id\n            title\n          }\n        }\n      "): (typeof documents)["\n        mutation OwnStoreRenameRegion($id: Int!, $title: String!) {\n          updateRegion(id: $id, input: { title: $title }) {\n            id\n            title\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OwnStoreRegionJournal {\n          auditLog(where: { model: { eq: \"Region\" } }) {\n            items {\n              userName\n              client\n              model\n              entityId\n              action\n              after\n            }\n          }\n        }\n      "): (typeof documents)["\n        query OwnStoreRegionJournal {\n          auditLog(where: { model: { eq: \"Region\" } }) {\n            items {\n              userName\n              client\n              model\n              entityId\n              action\n              after\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query OwnStoreManagersJournal {\n          auditLog(pageSize: 100) {\n            items {\n              userId\n            }\n          }\n        }\n      "): (typeof documents)["\n        query OwnStoreManagersJournal {\n          auditLog(pageSize: 100) {\n            items {\n              userId\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PeopleScreensUpdateUser($avatar: FileInput) {\n          updateUser(id: 4, input: { avatar: $avatar }) {\n            id\n            avatar {\n              url\n              thumb(width: 150)\n              thumbs {\n                width\n                url\n                path\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation PeopleScreensUpdateUser($avatar: FileInput) {\n          updateUser(id: 4, input: { avatar: $avatar }) {\n            id\n            avatar {\n              url\n              thumb(width: 150)\n              thumbs {\n                width\n                url\n                path\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeopleScreensUser {\n          user(id: 4) {\n            avatar {\n              url\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PeopleScreensUser {\n          user(id: 4) {\n            avatar {\n              url\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PeopleScreensUpdateUser2 {\n          updateUser(id: 4, input: { avatar: null }) {\n            avatar {\n              url\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation PeopleScreensUpdateUser2 {\n          updateUser(id: 4, input: { avatar: null }) {\n            avatar {\n              url\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PeopleScreensCreatePlace($image: FileInput) {\n          createPlace(input: { title: \"Ларёк с фото\", cityId: 1, distributingFacilityId: 7, image: $image }) {\n            id\n            distributingFacilityId\n            image {\n              url\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation PeopleScreensCreatePlace($image: FileInput) {\n          createPlace(input: { title: \"Ларёк с фото\", cityId: 1, distributingFacilityId: 7, image: $image }) {\n            id\n            distributingFacilityId\n            image {\n              url\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PeopleScreensUpdatePlace($id: Int!) {\n          updatePlace(id: $id, input: { distributingFacilityId: 8, image: null }) {\n            distributingFacilityId\n            image {\n              url\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation PeopleScreensUpdatePlace($id: Int!) {\n          updatePlace(id: $id, input: { distributingFacilityId: 8, image: null }) {\n            distributingFacilityId\n            image {\n              url\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeopleScreensVendors {\n          vendors(withOnline: true, pageSize: 3) {\n            items {\n              id\n              roleName\n              online\n            }\n            total\n          }\n        }\n      "): (typeof documents)["\n        query PeopleScreensVendors {\n          vendors(withOnline: true, pageSize: 3) {\n            items {\n              id\n              roleName\n              online\n            }\n            total\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeopleScreensVendors2 {\n          vendors(pageSize: 1) {\n            items {\n              online\n            }\n            total\n          }\n        }\n      "): (typeof documents)["\n        query PeopleScreensVendors2 {\n          vendors(pageSize: 1) {\n            items {\n              online\n            }\n            total\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PeopleInviteSalesMan {\n          inviteSalesMan(input: { name: \" Пётр \", surname: \"Тестов\", phone: \"+79995550101\", sendCode: false }) {\n            user {\n              id\n              name\n              phone\n              roleName\n              status\n            }\n            code\n          }\n        }\n      "): (typeof documents)["\n        mutation PeopleInviteSalesMan {\n          inviteSalesMan(input: { name: \" Пётр \", surname: \"Тестов\", phone: \"+79995550101\", sendCode: false }) {\n            user {\n              id\n              name\n              phone\n              roleName\n              status\n            }\n            code\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PeopleInviteRegionalManager {\n          rm: inviteRegionalManager(input: { name: \"Ольга\", surname: \"Тестова\", phone: \"+79995550102\" }) {\n            user {\n              roleName\n              status\n            }\n            code\n          }\n          v: inviteVendor(input: { name: \"Иван\", surname: \"Тестов\", phone: \"+79995550103\", inn: \"500100732259\", cityId: 1 }) {\n            user {\n              roleName\n              status\n            }\n            code\n          }\n        }\n      "): (typeof documents)["\n        mutation PeopleInviteRegionalManager {\n          rm: inviteRegionalManager(input: { name: \"Ольга\", surname: \"Тестова\", phone: \"+79995550102\" }) {\n            user {\n              roleName\n              status\n            }\n            code\n          }\n          v: inviteVendor(input: { name: \"Иван\", surname: \"Тестов\", phone: \"+79995550103\", inn: \"500100732259\", cityId: 1 }) {\n            user {\n              roleName\n              status\n            }\n            code\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PeopleUpdateUser {\n          updateUser(id: 101, input: { blocked: true }) {\n            status\n            blocked\n          }\n        }\n      "): (typeof documents)["\n        mutation PeopleUpdateUser {\n          updateUser(id: 101, input: { blocked: true }) {\n            status\n            blocked\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PeopleUpdateUser2 {\n          updateUser(id: 101, input: { blocked: false }) {\n            blocked\n          }\n        }\n      "): (typeof documents)["\n        mutation PeopleUpdateUser2 {\n          updateUser(id: 101, input: { blocked: false }) {\n            blocked\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeoplePlacesOfUser {\n          notYet: placesOfUser(userId: 3, assigned: false, pageSize: 1) {\n            total\n            items {\n              id\n            }\n          }\n          mine: placesOfUser(userId: 3, assigned: true) {\n            total\n          }\n        }\n      "): (typeof documents)["\n        query PeoplePlacesOfUser {\n          notYet: placesOfUser(userId: 3, assigned: false, pageSize: 1) {\n            total\n            items {\n              id\n            }\n          }\n          mine: placesOfUser(userId: 3, assigned: true) {\n            total\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PeopleAddUserPlace($p: Int!) {\n          addUserPlace(userId: 3, placeId: $p) {\n            placeIds\n          }\n        }\n      "): (typeof documents)["\n        mutation PeopleAddUserPlace($p: Int!) {\n          addUserPlace(userId: 3, placeId: $p) {\n            placeIds\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeoplePlacesOfUser2 {\n          placesOfUser(userId: 3, assigned: true) {\n            total\n          }\n        }\n      "): (typeof documents)["\n        query PeoplePlacesOfUser2 {\n          placesOfUser(userId: 3, assigned: true) {\n            total\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PeopleRemoveUserPlace($p: Int!) {\n          removeUserPlace(userId: 3, placeId: $p) {\n            placeIds\n          }\n        }\n      "): (typeof documents)["\n        mutation PeopleRemoveUserPlace($p: Int!) {\n          removeUserPlace(userId: 3, placeId: $p) {\n            placeIds\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeoplePlaces {\n          places(where: { cityId: { eq: 42 } }, pageSize: 100) {\n            items {\n              id\n            }\n            total\n          }\n          city(id: 42) {\n            title\n          }\n        }\n      "): (typeof documents)["\n        query PeoplePlaces {\n          places(where: { cityId: { eq: 42 } }, pageSize: 100) {\n            items {\n              id\n            }\n            total\n          }\n          city(id: 42) {\n            title\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query PeoplePlace($p: Int!) {\n              place(id: $p) {\n                regionalManagers {\n                  id\n                }\n              }\n            }\n          "): (typeof documents)["\n            query PeoplePlace($p: Int!) {\n              place(id: $p) {\n                regionalManagers {\n                  id\n                }\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PeopleAddUserPlace2($p: Int!) {\n          addUserPlace(userId: 2, placeId: $p) {\n            cityIds\n          }\n        }\n      "): (typeof documents)["\n        mutation PeopleAddUserPlace2($p: Int!) {\n          addUserPlace(userId: 2, placeId: $p) {\n            cityIds\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeoplePlace2($p: Int!) {\n          place(id: $p) {\n            regionalManagers {\n              id\n              cityIds\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PeoplePlace2($p: Int!) {\n          place(id: $p) {\n            regionalManagers {\n              id\n              cityIds\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query PeoplePlaces2 {\n          places(where: { cityId: { eq: 42 } }, pageSize: 1) {\n            items {\n              id\n              city {\n                id\n                title\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query PeoplePlaces2 {\n          places(where: { cityId: { eq: 42 } }, pageSize: 1) {\n            items {\n              id\n              city {\n                id\n                title\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment PolicyBulkResult on BulkResult {\n      total\n      succeeded\n      failed\n      results {\n        id\n        ok\n        code\n        message\n      }\n    }\n  "): (typeof documents)["\n    fragment PolicyBulkResult on BulkResult {\n      total\n      succeeded\n      failed\n      results {\n        id\n        ok\n        code\n        message\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PolicyBulkBlock($ids: [Int!]!) {\n          bulkPeople(action: block, ids: $ids) {\n            ...PolicyBulkResult\n          }\n        }\n      "): (typeof documents)["\n        mutation PolicyBulkBlock($ids: [Int!]!) {\n          bulkPeople(action: block, ids: $ids) {\n            ...PolicyBulkResult\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PolicyBulkReject($ids: [Int!]) {\n          bulkTickets(action: reject, ids: $ids, reason: \"Взлом\") {\n            ...PolicyBulkResult\n          }\n        }\n      "): (typeof documents)["\n        mutation PolicyBulkReject($ids: [Int!]) {\n          bulkTickets(action: reject, ids: $ids, reason: \"Взлом\") {\n            ...PolicyBulkResult\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            mutation PolicyBulkPeople($action: PersonBulkAction!, $ids: [Int!]!) {\n              bulkPeople(action: $action, ids: $ids) {\n                results {\n                  id\n                  ok\n                  code\n                }\n              }\n            }\n          "): (typeof documents)["\n            mutation PolicyBulkPeople($action: PersonBulkAction!, $ids: [Int!]!) {\n              bulkPeople(action: $action, ids: $ids) {\n                results {\n                  id\n                  ok\n                  code\n                }\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          mutation PolicyRename($id: Int!, $name: String) {\n            updateUser(id: $id, input: { name: $name }) {\n              name\n            }\n          }\n        "): (typeof documents)["\n          mutation PolicyRename($id: Int!, $name: String) {\n            updateUser(id: $id, input: { name: $name }) {\n              name\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation PolicyReject($id: Int!) {\n          rejectTicket(id: $id, reason: \"Не тот чек\") {\n            status\n          }\n        }\n      "): (typeof documents)["\n        mutation PolicyReject($id: Int!) {\n          rejectTicket(id: $id, reason: \"Не тот чек\") {\n            status\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ReportsTicketStats {\n          ticketStats(groupBy: [status]) {\n            groupBy\n            groups {\n              key {\n                status\n                statusCode\n              }\n              count\n            }\n            totals {\n              count\n              totalSum\n            }\n          }\n        }\n      "): (typeof documents)["\n        query ReportsTicketStats {\n          ticketStats(groupBy: [status]) {\n            groupBy\n            groups {\n              key {\n                status\n                statusCode\n              }\n              count\n            }\n            totals {\n              count\n              totalSum\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ReportsTicketStats2($f: ReportFilter) {\n          ticketStats(groupBy: [region], filter: $f) {\n            groups {\n              key {\n                regionId\n                region {\n                  id\n                  title\n                }\n              }\n              count\n            }\n            totals {\n              count\n            }\n          }\n        }\n      "): (typeof documents)["\n        query ReportsTicketStats2($f: ReportFilter) {\n          ticketStats(groupBy: [region], filter: $f) {\n            groups {\n              key {\n                regionId\n                region {\n                  id\n                  title\n                }\n              }\n              count\n            }\n            totals {\n              count\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ReportsPlanFact {\n          planFact {\n            plan\n            fact\n            percent\n            place {\n              id\n            }\n            period {\n              id\n            }\n          }\n        }\n      "): (typeof documents)["\n        query ReportsPlanFact {\n          planFact {\n            plan\n            fact\n            percent\n            place {\n              id\n            }\n            period {\n              id\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ReportsPlanFactPageTwo($page: Int!) {\n          planFactPage(page: $page, pageSize: 5) {\n            total\n            items {\n              planId\n              place {\n                id\n                title\n                address\n              }\n              period {\n                id\n                startDate\n                endDate\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query ReportsPlanFactPageTwo($page: Int!) {\n          planFactPage(page: $page, pageSize: 5) {\n            total\n            items {\n              planId\n              place {\n                id\n                title\n                address\n              }\n              period {\n                id\n                startDate\n                endDate\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ReportsPlanFactPage {\n          planFactPage(pageSize: 5) {\n            items {\n              place {\n                id\n                city {\n                  id\n                }\n              }\n            }\n          }\n        }\n      "): (typeof documents)["\n        query ReportsPlanFactPage {\n          planFactPage(pageSize: 5) {\n            items {\n              place {\n                id\n                city {\n                  id\n                }\n              }\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query ReportsActivity($by: ActivitySubject!, $f: ReportFilter) {\n            activity(by: $by, filter: $f, limit: 10000) {\n              userId\n              user {\n                id\n                role {\n                  name\n                }\n              }\n              tickets\n              score\n              activePlaces\n              places\n              lastUpload\n            }\n          }\n        "): (typeof documents)["\n          query ReportsActivity($by: ActivitySubject!, $f: ReportFilter) {\n            activity(by: $by, filter: $f, limit: 10000) {\n              userId\n              user {\n                id\n                role {\n                  name\n                }\n              }\n              tickets\n              score\n              activePlaces\n              places\n              lastUpload\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query ReportsActivity2 {\n          activity(by: salesMan) {\n            user {\n              phone\n            }\n          }\n        }\n      "): (typeof documents)["\n        query ReportsActivity2 {\n          activity(by: salesMan) {\n            user {\n              phone\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SavedViewsView on SavedView {\n    id\n    screen\n    name\n    search\n  }\n"): (typeof documents)["\n  fragment SavedViewsView on SavedView {\n    id\n    screen\n    name\n    search\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavedViewsCreate($input: CreateSavedViewInput!) {\n    createSavedView(input: $input) {\n      ...SavedViewsView\n    }\n  }\n"): (typeof documents)["\n  mutation SavedViewsCreate($input: CreateSavedViewInput!) {\n    createSavedView(input: $input) {\n      ...SavedViewsView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavedViewsRename($id: ID!, $name: String!) {\n    renameSavedView(id: $id, name: $name) {\n      ...SavedViewsView\n    }\n  }\n"): (typeof documents)["\n  mutation SavedViewsRename($id: ID!, $name: String!) {\n    renameSavedView(id: $id, name: $name) {\n      ...SavedViewsView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SavedViewsDelete($id: ID!) {\n    deleteSavedView(id: $id) {\n      ...SavedViewsView\n    }\n  }\n"): (typeof documents)["\n  mutation SavedViewsDelete($id: ID!) {\n    deleteSavedView(id: $id) {\n      ...SavedViewsView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedViewsList($screen: String) {\n    savedViews(screen: $screen) {\n      ...SavedViewsView\n    }\n  }\n"): (typeof documents)["\n  query SavedViewsList($screen: String) {\n    savedViews(screen: $screen) {\n      ...SavedViewsView\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation SubscriptionsSendRoomMessage {\n          sendRoomMessage(room: \"user-4\", text: \"Здравствуйте! Чек принят.\") {\n            id\n            text\n          }\n        }\n      "): (typeof documents)["\n        mutation SubscriptionsSendRoomMessage {\n          sendRoomMessage(room: \"user-4\", text: \"Здравствуйте! Чек принят.\") {\n            id\n            text\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query SubscriptionsUsers {\n            users(where: { id: { eq: 5 } }) {\n              items {\n                id\n                phone\n              }\n            }\n          }\n        "): (typeof documents)["\n          query SubscriptionsUsers {\n            users(where: { id: { eq: 5 } }) {\n              items {\n                id\n                phone\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n          query SubscriptionsUsers2 {\n            users(where: { id: { neq: 2 } }, pageSize: 1) {\n              items {\n                id\n              }\n            }\n          }\n        "): (typeof documents)["\n          query SubscriptionsUsers2 {\n            users(where: { id: { neq: 2 } }, pageSize: 1) {\n              items {\n                id\n              }\n            }\n          }\n        "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query SubscriptionsTicket {\n          ticket(id: 1) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        query SubscriptionsTicket {\n          ticket(id: 1) {\n            id\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation TicketActionsRejectTicket($id: Int!) {\n          rejectTicket(id: $id, reason: \"Чек нечитаем\") {\n            id\n            status\n            statusTitle\n            statusDescription\n          }\n        }\n      "): (typeof documents)["\n        mutation TicketActionsRejectTicket($id: Int!) {\n          rejectTicket(id: $id, reason: \"Чек нечитаем\") {\n            id\n            status\n            statusTitle\n            statusDescription\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TicketActionsTicketUserDetails {\n          ticketUserDetails(userId: 4) {\n            fiscalDriveNumber\n            userInn\n            kktRegId\n            operator\n            ofd\n          }\n        }\n      "): (typeof documents)["\n        query TicketActionsTicketUserDetails {\n          ticketUserDetails(userId: 4) {\n            fiscalDriveNumber\n            userInn\n            kktRegId\n            operator\n            ofd\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n            query TicketActionsTicket($id: Int!) {\n              ticket(id: $id) {\n                actions\n              }\n            }\n          "): (typeof documents)["\n            query TicketActionsTicket($id: Int!) {\n              ticket(id: $id) {\n                actions\n              }\n            }\n          "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TicketActionsTickets2 {\n          tickets(where: { status: { eq: MANUAL } }, pageSize: 1) {\n            items {\n              id\n              actions\n            }\n          }\n        }\n      "): (typeof documents)["\n        query TicketActionsTickets2 {\n          tickets(where: { status: { eq: MANUAL } }, pageSize: 1) {\n            items {\n              id\n              actions\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TokensApiTokens {\n          apiTokens {\n            id\n            name\n          }\n        }\n      "): (typeof documents)["\n        query TokensApiTokens {\n          apiTokens {\n            id\n            name\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        query TokensMe {\n          me {\n            phone\n          }\n        }\n      "): (typeof documents)["\n        query TokensMe {\n          me {\n            phone\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query TokensTicketStats {\n        ticketStats(groupBy: [status]) {\n          groups {\n            key {\n              status\n            }\n            count\n          }\n        }\n      }\n    "): (typeof documents)["\n      query TokensTicketStats {\n        ticketStats(groupBy: [status]) {\n          groups {\n            key {\n              status\n            }\n            count\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation TokensRevokeApiToken($id: ID!) {\n          revokeApiToken(id: $id) {\n            id\n            name\n          }\n        }\n      "): (typeof documents)["\n        mutation TokensRevokeApiToken($id: ID!) {\n          revokeApiToken(id: $id) {\n            id\n            name\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WriteAnswersTicketFields on Ticket {\n    id\n    status\n    statusTitle\n    statusDescription\n    score\n    planSales\n    bonusSales\n    scoredItems\n    totalSales\n    totalSum\n    fiscalDriveNumber\n    fiscalDocumentNumber\n    fiscalSign\n    dateTime\n    items {\n      name\n      price\n      quantity\n      sum\n      productId\n    }\n  }\n"): (typeof documents)["\n  fragment WriteAnswersTicketFields on Ticket {\n    id\n    status\n    statusTitle\n    statusDescription\n    score\n    planSales\n    bonusSales\n    scoredItems\n    totalSales\n    totalSum\n    fiscalDriveNumber\n    fiscalDocumentNumber\n    fiscalSign\n    dateTime\n    items {\n      name\n      price\n      quantity\n      sum\n      productId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    query WriteAnswersFresh($id: Int!) {\n      ticket(id: $id) {\n        ...WriteAnswersTicketFields\n      }\n    }\n  "): (typeof documents)["\n    query WriteAnswersFresh($id: Int!) {\n      ticket(id: $id) {\n        ...WriteAnswersTicketFields\n      }\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation WriteAnswersScore($id: Int!) {\n          scoreTicket(id: $id, score: 25) {\n            ...WriteAnswersTicketFields\n          }\n        }\n      "): (typeof documents)["\n        mutation WriteAnswersScore($id: Int!) {\n          scoreTicket(id: $id, score: 25) {\n            ...WriteAnswersTicketFields\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation WriteAnswersReject($id: Int!) {\n          rejectTicket(id: $id, reason: \"Чек нечитаем\") {\n            ...WriteAnswersTicketFields\n          }\n        }\n      "): (typeof documents)["\n        mutation WriteAnswersReject($id: Int!) {\n          rejectTicket(id: $id, reason: \"Чек нечитаем\") {\n            ...WriteAnswersTicketFields\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation WriteAnswersProcess($id: Int!) {\n          processTicket(id: $id) {\n            ...WriteAnswersTicketFields\n          }\n        }\n      "): (typeof documents)["\n        mutation WriteAnswersProcess($id: Int!) {\n          processTicket(id: $id) {\n            ...WriteAnswersTicketFields\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation WriteAnswersEdit($id: Int!) {\n          editTicket(id: $id, input: { fiscalSign: \"1234567890\" }) {\n            ...WriteAnswersTicketFields\n          }\n        }\n      "): (typeof documents)["\n        mutation WriteAnswersEdit($id: Int!) {\n          editTicket(id: $id, input: { fiscalSign: \"1234567890\" }) {\n            ...WriteAnswersTicketFields\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation WriteAnswersReuse($id: Int!) {\n          before: sendMessage(input: { ticketId: $id, text: \"Проверяем чек\" }) {\n            ticket {\n              id\n              status\n              score\n            }\n          }\n          scoreTicket(id: $id, score: 4) {\n            id\n            status\n            score\n          }\n          after: sendMessage(input: { ticketId: $id, text: \"Чек проверен\" }) {\n            ticket {\n              id\n              status\n              score\n            }\n          }\n        }\n      "): (typeof documents)["\n        mutation WriteAnswersReuse($id: Int!) {\n          before: sendMessage(input: { ticketId: $id, text: \"Проверяем чек\" }) {\n            ticket {\n              id\n              status\n              score\n            }\n          }\n          scoreTicket(id: $id, score: 4) {\n            id\n            status\n            score\n          }\n          after: sendMessage(input: { ticketId: $id, text: \"Чек проверен\" }) {\n            ticket {\n              id\n              status\n              score\n            }\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n    fragment WriteAnswersUserFields on User {\n      id\n      name\n      surname\n      phone\n      roleName\n      blocked\n      phoneVerified\n      placeId\n      placeIds\n      cityIds\n    }\n  "): (typeof documents)["\n    fragment WriteAnswersUserFields on User {\n      id\n      name\n      surname\n      phone\n      roleName\n      blocked\n      phoneVerified\n      placeId\n      placeIds\n      cityIds\n    }\n  "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query WriteAnswersFreshUser($id: Int!) {\n        user(id: $id) {\n          ...WriteAnswersUserFields\n        }\n      }\n    "): (typeof documents)["\n      query WriteAnswersFreshUser($id: Int!) {\n        user(id: $id) {\n          ...WriteAnswersUserFields\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query WriteAnswersFreePlace {\n        placesOfUser(userId: 3, assigned: false, pageSize: 1) {\n          items {\n            id\n          }\n        }\n      }\n    "): (typeof documents)["\n      query WriteAnswersFreePlace {\n        placesOfUser(userId: 3, assigned: false, pageSize: 1) {\n          items {\n            id\n          }\n        }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation WriteAnswersAddPlace($u: Int!, $p: Int!) {\n          addUserPlace(userId: $u, placeId: $p) {\n            ...WriteAnswersUserFields\n          }\n        }\n      "): (typeof documents)["\n        mutation WriteAnswersAddPlace($u: Int!, $p: Int!) {\n          addUserPlace(userId: $u, placeId: $p) {\n            ...WriteAnswersUserFields\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation WriteAnswersSetPlace($u: Int!, $p: Int!) {\n          setUserPlace(userId: $u, placeId: $p) {\n            ...WriteAnswersUserFields\n          }\n        }\n      "): (typeof documents)["\n        mutation WriteAnswersSetPlace($u: Int!, $p: Int!) {\n          setUserPlace(userId: $u, placeId: $p) {\n            ...WriteAnswersUserFields\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation WriteAnswersResetPlace($u: Int!) {\n          resetUserPlace(userId: $u) {\n            ...WriteAnswersUserFields\n          }\n        }\n      "): (typeof documents)["\n        mutation WriteAnswersResetPlace($u: Int!) {\n          resetUserPlace(userId: $u) {\n            ...WriteAnswersUserFields\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation WriteAnswersRemovePlace($u: Int!, $p: Int!) {\n          removeUserPlace(userId: $u, placeId: $p) {\n            ...WriteAnswersUserFields\n          }\n        }\n      "): (typeof documents)["\n        mutation WriteAnswersRemovePlace($u: Int!, $p: Int!) {\n          removeUserPlace(userId: $u, placeId: $p) {\n            ...WriteAnswersUserFields\n          }\n        }\n      "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n        mutation WriteAnswersAssign($u: Int!, $p: Int!) {\n          assignToPlace(placeId: $p, userId: $u, role: salesMan) {\n            id\n          }\n        }\n      "): (typeof documents)["\n        mutation WriteAnswersAssign($u: Int!, $p: Int!) {\n          assignToPlace(placeId: $p, userId: $u, role: salesMan) {\n            id\n          }\n        }\n      "];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;