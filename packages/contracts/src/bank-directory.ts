import type { Bank } from './payee.ts';

/**
 * The one bank directory of the portal (the payee bank search and the application's bank step both
 * search it, through the server's `banks` table): major banks of the supported payout countries, as
 * `SWIFT|country|name|local bank code`. The local code is the one a local payout asks for where the
 * country has one (US ABA routing number, HK 3-digit bank code, CN CNAPS head-office code, JP Zengin,
 * SG and ID and TH bank codes, MX CLABE bank prefix, IN IFSC prefix, AU BSB prefix, DE BLZ, FR code
 * banque, ES entidad, IT ABI, PT and AT codes); empty where none is used or known.
 * Loaded at start by `syncBankDirectory` (an idempotent upsert keyed by SWIFT).
 */
const BANK_DIRECTORY = `
BARCGB22|GB|Barclays Bank UK PLC|
HBUKGB4B|GB|HSBC UK Bank plc|
MIDLGB22|GB|HSBC Bank plc|
LOYDGB2L|GB|Lloyds Bank plc|
NWBKGB2L|GB|National Westminster Bank plc|
RBOSGB2L|GB|The Royal Bank of Scotland plc|
ABBYGB2L|GB|Santander UK plc|
BOFSGB21|GB|Bank of Scotland plc|
HLFXGB22|GB|Halifax|
CPBKGB22|GB|The Co-operative Bank plc|
NAIAGB21|GB|Nationwide Building Society|
MONZGB2L|GB|Monzo Bank Ltd|
SRLGGB2L|GB|Starling Bank Ltd|
CLRBGB22|GB|ClearBank Ltd|
TSBSGB2A|GB|TSB Bank plc|
METRGB2L|GB|Metro Bank plc|
REVOGB21|GB|Revolut Ltd|
CHASGB2L|GB|JPMorgan Chase Bank N.A. London Branch|
CITIGB2L|GB|Citibank N.A. London Branch|
DEUTGB2L|GB|Deutsche Bank AG London Branch|
SCBLGB2L|GB|Standard Chartered Bank|
CYBKGB22|GB|Clydesdale Bank plc (Virgin Money)|
DEUTDEFF|DE|Deutsche Bank AG|50070010
COBADEFF|DE|Commerzbank AG|50040000
HYVEDEMM|DE|UniCredit Bank GmbH (HypoVereinsbank)|70020270
INGDDEFF|DE|ING-DiBa AG|50010517
GENODEFF|DE|DZ BANK AG|50060400
PBNKDEFF|DE|Deutsche Bank AG (Postbank)|10010010
BYLADEMM|DE|Bayerische Landesbank|70050000
HELADEFF|DE|Landesbank Hessen-Thüringen Girozentrale|50050000
NOLADE2H|DE|Norddeutsche Landesbank Girozentrale|25050000
SOLADEST|DE|Landesbank Baden-Württemberg|60050101
BELADEBE|DE|Berliner Sparkasse|10050000
HASPDEHH|DE|Hamburger Sparkasse AG|20050550
SSKMDEMM|DE|Stadtsparkasse München|70150000
NTSBDEB1|DE|N26 Bank AG|10011001
GENODEM1GLS|DE|GLS Gemeinschaftsbank eG|43060967
KFWIDEFF|DE|KfW|50020400
BNPAFRPP|FR|BNP Paribas|30004
SOGEFRPP|FR|Société Générale|30003
CRLYFRPP|FR|LCL - Le Crédit Lyonnais|30002
AGRIFRPP|FR|Crédit Agricole S.A.|30006
CMCIFRPP|FR|Crédit Industriel et Commercial (CIC)|30066
CCBPFRPP|FR|BPCE (Banque Populaire)|
CEPAFRPP|FR|Caisse d'Epargne|
PSSTFRPP|FR|La Banque Postale|20041
CMCIFR2A|FR|Crédit Mutuel|10278
BOUSFRPP|FR|Boursorama Banque|40618
CCFRFRPP|FR|HSBC Continental Europe|30056
NATXFRPP|FR|Natixis|30007
INGBNL2A|NL|ING Bank N.V.|
ABNANL2A|NL|ABN AMRO Bank N.V.|
RABONL2U|NL|Coöperatieve Rabobank U.A.|
SNSBNL2A|NL|de Volksbank N.V. (SNS)|
TRIONL2U|NL|Triodos Bank N.V.|
KNABNL2H|NL|Knab|
BUNQNL2A|NL|bunq B.V.|
ASNBNL21|NL|ASN Bank|
RBRBNL21|NL|RegioBank|
BNGHNL2G|NL|BNG Bank N.V.|
NWABNL2G|NL|Nederlandse Waterschapsbank N.V.|
FVLBNL22|NL|Van Lanschot Kempen N.V.|
BSCHESMM|ES|Banco Santander S.A.|0049
BBVAESMM|ES|Banco Bilbao Vizcaya Argentaria S.A.|0182
CAIXESBB|ES|CaixaBank S.A.|2100
BSABESBB|ES|Banco de Sabadell S.A.|0081
BKBKESMM|ES|Bankinter S.A.|0128
UCJAES2M|ES|Unicaja Banco S.A.|2103
CAGLESMM|ES|Abanca Corporación Bancaria S.A.|2080
INGDESMM|ES|ING Bank N.V. Sucursal en España|1465
BMARES2M|ES|Banca March S.A.|0061
CCRIES2A|ES|Cajamar Caja Rural|3058
CAZRES2Z|ES|Ibercaja Banco S.A.|2085
BASKES2B|ES|Kutxabank S.A.|2095
UNCRITMM|IT|UniCredit S.p.A.|02008
BCITITMM|IT|Intesa Sanpaolo S.p.A.|03069
BAPPIT21|IT|Banco BPM S.p.A.|05034
PASCITMM|IT|Banca Monte dei Paschi di Siena S.p.A.|01030
BNLIITRR|IT|Banca Nazionale del Lavoro S.p.A.|01005
CRPPIT2P|IT|Crédit Agricole Italia S.p.A.|06230
BPPIITRR|IT|Poste Italiane (BancoPosta)|07601
MEDBITMM|IT|Mediobanca S.p.A.|10631
BPMOIT22|IT|BPER Banca S.p.A.|05387
ICRAITRR|IT|Iccrea Banca S.p.A.|08000
FEBIITM1|IT|FinecoBank S.p.A.|03015
AIBKIE2D|IE|Allied Irish Banks plc|
BOFIIE2D|IE|Bank of Ireland|
IPBSIE2D|IE|Permanent TSB plc|
CITIIE2X|IE|Citibank Europe plc|
GEBABEBB|BE|BNP Paribas Fortis SA/NV|
KREDBEBB|BE|KBC Bank NV|
BBRUBEBB|BE|ING Belgium SA/NV|
GKCCBEBB|BE|Belfius Banque SA/NV|
ARSPBE22|BE|Argenta Spaarbank NV|
NICABEBB|BE|Crelan NV|
TRIOBEBB|BE|Triodos Bank Belgium|
BKAUATWW|AT|UniCredit Bank Austria AG|12000
GIBAATWW|AT|Erste Bank der oesterreichischen Sparkassen AG|20111
RZBAATWW|AT|Raiffeisen Bank International AG|31000
BAWAATWW|AT|BAWAG P.S.K.|14000
OBKLAT2L|AT|Oberbank AG|15000
VBOEATWW|AT|Volksbank Wien AG|43000
CGDIPTPL|PT|Caixa Geral de Depósitos S.A.|0035
BCOMPTPL|PT|Banco Comercial Português S.A. (Millennium bcp)|0033
TOTAPTPL|PT|Banco Santander Totta S.A.|0018
BESCPTPL|PT|Novo Banco S.A.|0007
BBPIPTPL|PT|Banco BPI S.A.|0010
CCCMPTPL|PT|Caixa Central de Crédito Agrícola Mútuo|0045
MPIOPTPL|PT|Caixa Económica Montepio Geral|0036
CHASUS33|US|JPMorgan Chase Bank N.A.|021000021
BOFAUS3N|US|Bank of America N.A.|026009593
CITIUS33|US|Citibank N.A.|021000089
WFBIUS6S|US|Wells Fargo Bank N.A.|121000248
USBKUS44|US|U.S. Bank N.A.|091000022
PNCCUS33|US|PNC Bank N.A.|043000096
IRVTUS3N|US|The Bank of New York Mellon|021000018
SBOSUS33|US|State Street Bank and Trust Company|011000028
MRMDUS33|US|HSBC Bank USA N.A.|021001088
CNORUS44|US|The Northern Trust Company|071000152
BKTRUS33|US|Deutsche Bank Trust Company Americas|021001033
FTBCUS3C|US|Fifth Third Bank N.A.|042000314
SVBKUS6S|US|Silicon Valley Bank (First Citizens)|121140399
HSBCHKHH|HK|The Hongkong and Shanghai Banking Corporation Ltd|004
SCBLHKHH|HK|Standard Chartered Bank (Hong Kong) Ltd|003
BKCHHKHH|HK|Bank of China (Hong Kong) Ltd|012
HASEHKHH|HK|Hang Seng Bank Ltd|024
BEASHKHH|HK|The Bank of East Asia Ltd|015
CITIHKHX|HK|Citibank N.A. Hong Kong Branch|006
CITIHKAX|HK|Citibank (Hong Kong) Ltd|250
DHBKHKHH|HK|DBS Bank (Hong Kong) Ltd|016
UBHKHKHH|HK|China CITIC Bank International Ltd|018
ICBKHKHH|HK|Industrial and Commercial Bank of China (Asia) Ltd|072
DSBAHKHH|HK|Dah Sing Bank Ltd|040
LCHBHKHH|HK|Chong Hing Bank Ltd|041
WIHBHKHH|HK|OCBC Bank (Hong Kong) Ltd|035
CMBCHKHH|HK|China Merchants Bank Co. Ltd Hong Kong Branch|238
PCBCHKHH|HK|China Construction Bank (Asia) Corporation Ltd|009
IBALHKHH|HK|Fubon Bank (Hong Kong) Ltd|128
NYCBHKHH|HK|Nanyang Commercial Bank Ltd|043
CIYUHKHH|HK|Chiyu Banking Corporation Ltd|039
SCBKHKHH|HK|Shanghai Commercial Bank Ltd|025
ICBKCNBJ|CN|Industrial and Commercial Bank of China|102100099996
PCBCCNBJ|CN|China Construction Bank|105100000017
BKCHCNBJ|CN|Bank of China|104100000004
ABOCCNBJ|CN|Agricultural Bank of China|103100000026
COMMCNSH|CN|Bank of Communications|301290000007
CMBCCNBS|CN|China Merchants Bank|308584000013
CIBKCNBJ|CN|China CITIC Bank|
MSBCCNBJ|CN|China Minsheng Banking Corp.|
FJIBCNBA|CN|Industrial Bank Co. Ltd|
SPDBCNSH|CN|Shanghai Pudong Development Bank|
EVERCNBJ|CN|China Everbright Bank|
GDBKCN22|CN|China Guangfa Bank|
SZDBCNBS|CN|Ping An Bank|
HXBKCNBJ|CN|Hua Xia Bank|
PSBCCNBJ|CN|Postal Savings Bank of China|403100000004
BJCNCNBJ|CN|Bank of Beijing|
BOSHCNSH|CN|Bank of Shanghai|
MHCBJPJT|JP|Mizuho Bank Ltd|0001
BOTKJPJT|JP|MUFG Bank Ltd|0005
SMBCJPJT|JP|Sumitomo Mitsui Banking Corporation|0009
DIWAJPJT|JP|Resona Bank Ltd|0010
SAIBJPJT|JP|Saitama Resona Bank Ltd|0017
PPBKJPJT|JP|PayPay Bank Corporation|0033
SNYBJPJT|JP|Sony Bank Inc.|0035
RAKTJPJT|JP|Rakuten Bank Ltd|0036
NTSSJPJT|JP|SBI Sumishin Net Bank Ltd|0038
HAMAJPJT|JP|The Bank of Yokohama Ltd|0138
CHBAJPJT|JP|The Chiba Bank Ltd|0134
SHIZJPJT|JP|The Shizuoka Bank Ltd|0149
FKBKJPJT|JP|The Bank of Fukuoka Ltd|0177
MTBCJPJT|JP|Mitsubishi UFJ Trust and Banking Corporation|0288
STBCJPJT|JP|Sumitomo Mitsui Trust Bank Ltd|0294
LTCBJPJT|JP|SBI Shinsei Bank Ltd|0397
NCBTJPJT|JP|Aozora Bank Ltd|0398
JPPSJPJ1|JP|Japan Post Bank Co. Ltd|9900
DBSSSGSG|SG|DBS Bank Ltd|7171
OCBCSGSG|SG|Oversea-Chinese Banking Corporation Ltd|7339
UOVBSGSG|SG|United Overseas Bank Ltd|7375
SCBLSGSG|SG|Standard Chartered Bank (Singapore) Ltd|9496
HSBCSGS2|SG|HSBC Bank (Singapore) Ltd|7232
CITISGSG|SG|Citibank N.A. Singapore Branch|7214
MBBESGS2|SG|Maybank Singapore Ltd|7302
BKCHSGSG|SG|Bank of China Ltd Singapore Branch|7144
RHBBSGSG|SG|RHB Bank Berhad Singapore Branch|7366
CIBBSGSG|SG|CIMB Bank Berhad Singapore Branch|7986
BMRIIDJA|ID|PT Bank Mandiri (Persero) Tbk|008
CENAIDJA|ID|PT Bank Central Asia Tbk|014
BRINIDJA|ID|PT Bank Rakyat Indonesia (Persero) Tbk|002
BNINIDJA|ID|PT Bank Negara Indonesia (Persero) Tbk|009
BBBAIDJA|ID|PT Bank Permata Tbk|013
BNIAIDJA|ID|PT Bank CIMB Niaga Tbk|022
IBBKIDJA|ID|PT Bank Maybank Indonesia Tbk|016
BDINIDJA|ID|PT Bank Danamon Indonesia Tbk|011
BTANIDJA|ID|PT Bank Tabungan Negara (Persero) Tbk|200
PINBIDJA|ID|PT Bank Panin Tbk|019
NISPIDJA|ID|PT Bank OCBC NISP Tbk|028
BSMDIDJA|ID|PT Bank Syariah Indonesia Tbk|451
MEGAIDJA|ID|PT Bank Mega Tbk|426
HSBCIDJA|ID|PT Bank HSBC Indonesia|087
DBSBIDJA|ID|PT Bank DBS Indonesia|046
CITIIDJX|ID|Citibank N.A. Indonesia|031
BFTVVNVX|VN|Joint Stock Commercial Bank for Foreign Trade of Vietnam (Vietcombank)|
ICBVVNVX|VN|Vietnam Joint Stock Commercial Bank for Industry and Trade (VietinBank)|
BIDVVNVX|VN|Joint Stock Commercial Bank for Investment and Development of Vietnam (BIDV)|
VBAAVNVX|VN|Vietnam Bank for Agriculture and Rural Development (Agribank)|
ASCBVNVX|VN|Asia Commercial Joint Stock Bank (ACB)|
VTCBVNVX|VN|Vietnam Technological and Commercial Joint Stock Bank (Techcombank)|
MSCBVNVX|VN|Military Commercial Joint Stock Bank (MB Bank)|
VPBKVNVX|VN|Vietnam Prosperity Joint Stock Commercial Bank (VPBank)|
SGTTVNVX|VN|Saigon Thuong Tin Commercial Joint Stock Bank (Sacombank)|
ORCOVNVX|VN|Orient Commercial Joint Stock Bank (OCB)|
TPBVVNVX|VN|Tien Phong Commercial Joint Stock Bank (TPBank)|
HDBCVNVX|VN|Ho Chi Minh City Development Joint Stock Commercial Bank (HDBank)|
SHBAVNVX|VN|Saigon - Hanoi Commercial Joint Stock Bank (SHB)|
EBVIVNVX|VN|Vietnam Export Import Commercial Joint Stock Bank (Eximbank)|
VNIBVNVX|VN|Vietnam International Commercial Joint Stock Bank (VIB)|
SEAVVNVX|VN|Southeast Asia Commercial Joint Stock Bank (SeABank)|
BNMXMXMM|MX|Banco Nacional de México S.A. (Citibanamex)|002
BCMRMXMM|MX|BBVA México S.A.|012
BMSXMXMM|MX|Banco Santander México S.A.|014
MENOMXMT|MX|Banco Mercantil del Norte S.A. (Banorte)|072
BIMEMXMM|MX|HSBC México S.A.|021
MBCOMXMM|MX|Scotiabank Inverlat S.A.|044
BJIOMXML|MX|Banco del Bajío S.A.|030
INBUMXMM|MX|Banco Inbursa S.A.|036
AZTKMXMM|MX|Banco Azteca S.A.|127
BNORPHMM|PH|BDO Unibank Inc.|
BOPIPHMM|PH|Bank of the Philippine Islands|
MBTCPHMM|PH|Metropolitan Bank and Trust Company|
PNBMPHMM|PH|Philippine National Bank|
TLBPPHMM|PH|Land Bank of the Philippines|
DBPHPHMM|PH|Development Bank of the Philippines|
RCBCPHMM|PH|Rizal Commercial Banking Corporation|
SETCPHMM|PH|Security Bank Corporation|
UBPHPHMM|PH|Union Bank of the Philippines|
CHBKPHMM|PH|China Banking Corporation|
EWBCPHMM|PH|East West Banking Corporation|
HSBCPHMM|PH|The Hongkong and Shanghai Banking Corporation Ltd Philippine Branch|
AUBKPHMM|PH|Asia United Bank Corporation|
BKKBTHBK|TH|Bangkok Bank Public Company Ltd|002
KASITHBK|TH|Kasikornbank Public Company Ltd|004
KRTHTHBK|TH|Krung Thai Bank Public Company Ltd|006
TMBKTHBK|TH|TMBThanachart Bank Public Company Ltd|011
SICOTHBK|TH|Siam Commercial Bank Public Company Ltd|014
UBOBTHBK|TH|CIMB Thai Bank Public Company Ltd|022
UOVBTHBK|TH|United Overseas Bank (Thai) Public Company Ltd|024
AYUDTHBK|TH|Bank of Ayudhya Public Company Ltd (Krungsri)|025
GSBATHBK|TH|Government Savings Bank|030
KIFITHB1|TH|Kiatnakin Phatra Bank Public Company Ltd|069
SBININBB|IN|State Bank of India|SBIN
HDFCINBB|IN|HDFC Bank Ltd|HDFC
ICICINBB|IN|ICICI Bank Ltd|ICIC
UTIBINBB|IN|Axis Bank Ltd|UTIB
KKBKINBB|IN|Kotak Mahindra Bank Ltd|KKBK
PUNBINBB|IN|Punjab National Bank|PUNB
BARBINBB|IN|Bank of Baroda|BARB
CNRBINBB|IN|Canara Bank|CNRB
UBININBB|IN|Union Bank of India|UBIN
IBKLINBB|IN|IDBI Bank Ltd|IBKL
YESBINBB|IN|Yes Bank Ltd|YESB
INDBINBB|IN|IndusInd Bank Ltd|INDB
BKIDINBB|IN|Bank of India|BKID
IDFBINBB|IN|IDFC First Bank Ltd|IDFB
CTBAAU2S|AU|Commonwealth Bank of Australia|06
NATAAU33|AU|National Australia Bank Ltd|08
WPACAU2S|AU|Westpac Banking Corporation|03
ANZBAU3M|AU|Australia and New Zealand Banking Group Ltd|01
MACQAU2S|AU|Macquarie Bank Ltd|18
BENDAU3B|AU|Bendigo and Adelaide Bank Ltd|63
QBANAU4B|AU|Bank of Queensland Ltd|12
SGBLAU2S|AU|St.George Bank (Westpac)|11
HKBAAU2S|AU|HSBC Bank Australia Ltd|34
CITIAU2X|AU|Citibank N.A. Australia|24
`;

export function bankDirectory(): Bank[] {
  return BANK_DIRECTORY.trim()
    .split('\n')
    .map((line) => {
      const [swift, country, name, code] = line.split('|');
      return { swift: swift!, country: country!, name: name!, bankCode: code ? code : null };
    });
}
