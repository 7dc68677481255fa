import { Module } from '@nestjs/common';
import { AppointmentsModule } from '../appointments/appointments.module.js';
import { SitePages } from '../site/site.module.js';
import { ShopDataService } from './shop-data.service.js';

/**
 * How search engines, maps and link previews see the shop: its structured data (hours, closed
 * days ahead). The pages' own (titles, canonical links, breadcrumbs, services) come with the built
 * site (frontend/src/lib/seo); the site (../site) serves both and the sitemap.
 */
@Module({
  imports: [AppointmentsModule],
  providers: [ShopDataService],
  exports: [ShopDataService],
})
export class SeoModule {
  constructor(pages: SitePages, shopData: ShopDataService) {
    pages.provideShopData((images) => shopData.current(images));
  }
}
