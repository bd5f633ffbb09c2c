'use strict';
// The demo programme the stock application (index.js) starts with, in its in-memory store.

/** Every seeded person's password. */
const PASSWORD = 'demo1234';

/** The demo programme: staff of each role (password `demo1234`), app users, places, tickets, a campaign. */
async function seed(models, v) {
  const {
    user: User,
    UserRole,
    Region,
    AdmEntity,
    PlaceType,
    City,
    Place,
    ProductCategory,
    Product,
    Campaign,
    Period,
    Plan,
    CampaignProduct,
    PeriodProduct,
    Ticket,
    Message,
  } = models;
  const roles = {};
  for (const [name, title] of [
    ['admin', 'Администратор'],
    ['regionalManager', 'Региональный менеджер'],
    ['salesMan', 'Торговый представитель'],
    ['vendor', 'Продавец'],
  ]) {
    roles[name] = (await UserRole.create({ name, title })).id;
  }
  const [moscowRegion, tverRegion] = await Region.create([{ title: 'Московская область' }, { title: 'Тверская область' }]);
  const [cfo] = await AdmEntity.create([{ title: 'Центральный федеральный округ' }, { title: 'Северо-Западный федеральный округ' }]);
  const [shop, kiosk] = await PlaceType.create([{ title: 'Магазин у дома' }, { title: 'Киоск' }]);
  const cities = [];
  for (const [title, region, lat, lng] of [
    ['Москва', moscowRegion, 55.7558, 37.6173],
    ['Химки', moscowRegion, 55.8887, 37.43],
    ['Тверь', tverRegion, 56.8587, 35.9176],
  ]) {
    cities.push(await City.create({ title, regionId: region.id, admEntityId: cfo.id, timeZone: 'Europe/Moscow', location: { lat, lng } }));
  }
  const campaign = await Campaign.create({
    title: 'Весенняя акция',
    shortTitle: 'Весна',
    description: 'Баллы за покупку напитков',
    isActive: true,
    taskNumber: 'A-1',
    ticketLifetime: 30,
    matches: ['сок', 'вода'],
    exclusions: [],
    placeScoreLimit: 10000,
    ticketSalesLimit: 100,
    userScoreLimit: 1000,
  });
  const places = [];
  for (const [i, [title, address, city, type]] of [
    ['Продукты на Лесной', 'ул. Лесная, 5', cities[0], shop],
    ['Киоск у метро', 'Тверская ул., 1', cities[0], kiosk],
    ['Магазин «Родник»', 'ул. Ленина, 10', cities[1], shop],
    ['Тверской двор', 'Советская ул., 3', cities[2], shop],
  ].entries()) {
    places.push(
      await Place.create({
        internalId: `P-${100 + i}`,
        title,
        description: '',
        address,
        inn: `7700000000${10 + i}`,
        location: { lat: city.location.lat, lng: city.location.lng },
        cityId: city.id,
        campaignId: campaign.id,
        placeTypeId: type.id,
        blocked: false,
      }),
    );
  }
  const person = (fields) => User.create({ password: PASSWORD, phoneVerified: true, platform: 'web', ...fields });
  const admin = await person({
    name: 'Анна',
    surname: 'Смирнова',
    middleName: 'Сергеевна',
    phone: '+79990000001',
    email: 'a.smirnova@loyalty-demo.ru',
    emailVerified: true,
    roleId: roles.admin,
  });
  const manager = await person({
    name: 'Дмитрий',
    surname: 'Кузнецов',
    middleName: 'Андреевич',
    phone: '+79990000002',
    email: 'd.kuznetsov@loyalty-demo.ru',
    roleId: roles.regionalManager,
    cityId: cities[0].id,
    cityIds: [cities[0].id, cities[1].id],
    inviterId: admin.id,
  });
  const salesMan = await person({
    name: 'Елена',
    surname: 'Попова',
    middleName: 'Викторовна',
    phone: '+79990000003',
    roleId: roles.salesMan,
    cityId: cities[0].id,
    cityIds: [cities[0].id],
    placeIds: [places[0].id, places[1].id],
    inviterId: manager.id,
  });
  // The app's vendors: each on one place, in its city, invited by the sales rep.
  const vendorAt = (place, fields) => person({ roleId: roles.vendor, cityId: place.cityId, placeId: place.id, placeIds: [place.id], inviterId: salesMan.id, ...fields });
  const vendor = await vendorAt(places[0], {
    name: 'Игорь',
    surname: 'Васильев',
    middleName: 'Петрович',
    phone: '+79990000004',
    platform: 'android',
    inn: '500100732259',
  });
  await vendorAt(places[3], { name: 'Ольга', surname: 'Морозова', phone: '+79990000005', platform: 'ios' });
  const appUsers = [];
  for (const [name, surname, phone] of [
    ['Мария', 'Иванова', '+79161234501'],
    ['Павел', 'Соколов', '+79161234502'],
  ]) {
    appUsers.push(await person({ name, surname, phone, roleId: null, platform: 'android', score: 120, cityId: cities[0].id }));
  }
  const [drinks, snacks] = await ProductCategory.create([
    { title: 'Напитки', score: 10, recommendedPrice: 8900 },
    { title: 'Снеки', score: 5, recommendedPrice: 6500 },
  ]);
  // The category by its id, or embedded in the product's row (the `category: 'embedded'` variant).
  const categoryOf = (category) => (v.category === 'related' ? { categoryId: category.id } : { category: category.toJSON() });
  const products = await Product.create([
    { title: 'Сок яблочный 1 л', shortTitle: 'Сок', matches: ['сок ябл'], exclusions: [], recommendedPrice: 11900, ...categoryOf(drinks) },
    { title: 'Вода питьевая 0,5 л', shortTitle: 'Вода', matches: ['вода'], exclusions: ['газ'], recommendedPrice: 4900, ...categoryOf(drinks) },
    { title: 'Чипсы 150 г', shortTitle: 'Чипсы', matches: ['чипсы'], exclusions: [], recommendedPrice: 9900, ...categoryOf(snacks) },
  ]);
  const now = Date.now();
  const DAY = 86_400_000;
  const period = await Period.create({
    startDate: new Date(now - 30 * DAY),
    endDate: new Date(now + 30 * DAY),
    note: 'Первый месяц',
    campaignId: campaign.id,
    placeScoreLimit: 5000,
    ticketSalesLimit: 50,
    userScoreLimit: 500,
  });
  const plans = [];
  for (const [i, place] of places.entries())
    plans.push(await Plan.create({ plan: 100 + i * 50, fact: 20 + i * 10, placeId: place.id, periodId: period.id, campaignId: campaign.id }));
  for (const product of products.slice(0, 2)) {
    const cp = await CampaignProduct.create({ score: 10, bonusScore: 2, campaignId: campaign.id, productId: product.id });
    await PeriodProduct.create({ score: 12, bonusScore: 3, campaignId: campaign.id, periodId: period.id, productId: product.id, campaignProductId: cp.id });
  }
  const statuses = ['new', 'manual', 'processed', 'rejected', 'delayed', 'manual'];
  const tickets = [];
  for (const [i, status] of statuses.entries()) {
    const user = appUsers[i % appUsers.length];
    const place = places[i % places.length];
    const items = [
      { productId: products[0].id, name: 'СОК ЯБЛ 1Л', price: 11900, quantity: 1, sum: 11900 },
      { productId: products[2].id, name: 'ЧИПСЫ 150Г', price: 9900, quantity: 2, sum: 19800 },
    ];
    tickets.push(
      await Ticket.create({
        operationType: 1,
        taxationType: 1,
        fiscalDriveNumber: `928900010${1000 + i}`,
        fiscalDocumentNumber: String(4000 + i),
        fiscalSign: String(1100000000 + i),
        kktRegId: '0000000001012345',
        userInn: '7701234567',
        operator: 'Кассир',
        ofd: 'Такском',
        dateTime: new Date(now - (i + 1) * DAY),
        totalSum: 31700,
        status,
        statusDescription: status === 'rejected' ? 'Чек не из акции' : null,
        score: status === 'processed' ? 25 : 0,
        ...(v.lines === 'column' ? { items } : {}),
        photos: [],
        platform: 'android',
        appVersion: '2.4.1',
        userId: user.id,
        placeId: place.id,
        campaignId: campaign.id,
        periodId: period.id,
        planId: plans[i % plans.length].id,
      }),
    );
    if (v.lines === 'model') await models.TicketItem.create(items.map((item) => ({ ...item, ticketId: tickets[i].id })));
  }
  const base = now - 2 * 3600_000;
  for (const [i, [user, text, fromUser]] of [
    [appUsers[0], 'Здравствуйте! Чек не принимается.', true],
    [appUsers[0], 'Добрый день, проверяем.', false],
    [appUsers[1], 'Когда начислят баллы?', true],
  ].entries()) {
    await Message.create({
      text,
      room: `user-${user.id}`,
      senderId: fromUser ? user.id : admin.id,
      recipientId: fromUser ? admin.id : user.id,
      saw: !fromUser,
      createdAt: new Date(base + i * 60_000),
    });
  }
  return { admin, manager, salesMan, vendor, appUsers, places, cities, tickets, campaign, period };
}

module.exports = { seed, PASSWORD };
