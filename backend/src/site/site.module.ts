import { Global, Inject, Injectable, Module } from '@nestjs/common';
import { HttpStages } from '../common/http/http-stages.js';
import { RateLimiter } from '../common/rate-limit/rate-limiter.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.token.js';
import type { DataProvider, DataProviders } from './server-rendered-pages.js';
import type { SiteSeo } from './seo-pages.js';
import { site } from './site.js';

/**
 * The API reads that server-rendered pages embed, by operationId: each feature provides its own
 * (`pages.provide('getCatalogue', { read })`) from its module, so the site knows no feature.
 */
@Injectable()
export class SitePages {
  private readonly providers: DataProviders = {};

  provide(operationId: string, provider: DataProvider): void {
    this.providers[operationId] = provider;
  }

  get data(): DataProviders {
    return this.providers;
  }

  private shopDataOf: SiteSeo['shopData'] | null = null;

  /** The shop's structured data, which the pages that carry it show (the seo feature provides it). */
  provideShopData(read: SiteSeo['shopData']): void {
    this.shopDataOf = read;
  }

  readonly shopData: SiteSeo['shopData'] = (images) => {
    if (!this.shopDataOf) throw new Error('no provider of the shop data');
    return this.shopDataOf(images);
  };
}

/** The built site (STATIC_DIR), served after the API: see site.ts. Global, so features provide page data. */
@Global()
@Module({ providers: [SitePages], exports: [SitePages] })
export class SiteModule {
  constructor(
    stages: HttpStages,
    pages: SitePages,
    limiter: RateLimiter,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    stages.add('pages', () =>
      site(config.staticDir, pages.data, limiter, {
        publicUrl: config.mail.publicUrl,
        shopData: pages.shopData,
      }),
    );
  }
}
